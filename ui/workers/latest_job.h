#pragma once
#include <QCoreApplication>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QSemaphore>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace quantlens {

/// What a running job reports; the owner polls it (a timer), the job only writes.
struct JobProgress {
    std::atomic<std::size_t> done { 0 };
    std::atomic<std::size_t> total { 0 };
};

/// The one way background work runs in the window: only the latest request matters (the analysis
/// of the inputs just opened, the layout of the groups just expanded, the histograms of the tensor
/// just selected). start() makes the previous job stop at its next keepGoing() and drops its result,
/// so a view never shows numbers for an old request; `deliver` runs on the owner's (UI) thread.
/// wait() lets exports and tests block until the latest result is delivered.
template <class Result> class LatestJob {
public:
    struct Control {
        std::function<bool()> keepGoing; ///< false once a newer job started or cancel() was called
        std::shared_ptr<JobProgress> progress;
    };
    using Work = std::function<Result(const Control&)>;
    using Deliver = std::function<void(quint64 job, Result)>;

    explicit LatestJob(QObject* owner)
        : m_owner(owner)
        , m_latest(std::make_shared<std::atomic<quint64>>(0))
    { }
    ~LatestJob() { cancel(); }
    LatestJob(const LatestJob&) = delete;
    LatestJob& operator=(const LatestJob&) = delete;

    /// Starts a job and returns its id. `synchronous` runs it on this thread and delivers before
    /// returning (cheap jobs, where exports should not wait).
    quint64 start(Work work, Deliver deliver, bool synchronous = false)
    {
        const quint64 id = m_latest->fetch_add(1) + 1;
        auto latest = m_latest;
        auto state = std::make_shared<State>();
        state->id = id;
        state->deliver = std::move(deliver);
        state->progress = std::make_shared<JobProgress>();
        m_state = state;
        const Control control { [latest, id] { return latest->load() == id; }, state->progress };
        if (synchronous) {
            state->result = work(control);
            state->finished.release();
            deliverNow(state);
            return id;
        }
        QPointer<QObject> owner(m_owner);
        (void)QtConcurrent::run([work = std::move(work), control, state, owner, this] {
            {
                Result result = work(control);
                QMutexLocker lock(&state->mutex);
                state->result = std::move(result);
            }
            state->finished.release();
            if (!control.keepGoing() || !owner)
                return;
            QMetaObject::invokeMethod(
                owner.data(),
                [this, state, owner] {
                    if (owner)
                        deliverNow(state);
                },
                Qt::QueuedConnection);
        });
        return id;
    }

    /// Drops whatever is running: it stops at its next keepGoing() and is never delivered.
    void cancel()
    {
        m_latest->fetch_add(1);
        m_state.reset();
    }
    bool isPending() const { return m_state != nullptr; }
    /// The running job's progress; nullptr when none runs.
    const JobProgress* progress() const { return m_state ? m_state->progress.get() : nullptr; }

    /// Blocks (at most `ms`) until the latest job is done and delivers it right away; true when
    /// nothing is pending any more.
    bool wait(int ms)
    {
        auto state = m_state;
        if (!state)
            return true;
        if (!state->finished.tryAcquire(1, ms))
            return false;
        state->finished.release(); // stays signalled for a later wait()
        deliverNow(state);
        return true;
    }

private:
    struct State {
        quint64 id = 0;
        QMutex mutex;
        QSemaphore finished;
        std::optional<Result> result;
        Deliver deliver;
        std::shared_ptr<JobProgress> progress;
        bool delivered = false;
    };

    // Once, and only while it is still the latest job.
    void deliverNow(const std::shared_ptr<State>& state)
    {
        if (m_state != state || state->delivered)
            return;
        state->delivered = true;
        m_state.reset();
        std::optional<Result> result;
        {
            QMutexLocker lock(&state->mutex);
            result = std::move(state->result);
        }
        if (result)
            state->deliver(state->id, std::move(*result));
    }

    QObject* m_owner;
    std::shared_ptr<std::atomic<quint64>> m_latest;
    std::shared_ptr<State> m_state;
};

} // namespace quantlens
