#pragma once
#include <QObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>

namespace quantlens {

/// Runs one kind of background job where only the latest request matters (the histograms of the
/// tensor just selected): start() cancels the previous job through its `keepGoing` and a result
/// that arrives after a newer start() is dropped, so a view never shows numbers for an old
/// selection. `deliver` runs on the owner's (UI) thread.
template <class Result> class LatestJob {
public:
    using Work = std::function<Result(const std::function<bool()>& keepGoing)>;
    using Deliver = std::function<void(Result)>;

    explicit LatestJob(QObject* owner)
        : m_owner(owner)
        , m_latest(std::make_shared<std::atomic<quint64>>(0))
    { }
    ~LatestJob() { cancel(); }
    LatestJob(const LatestJob&) = delete;
    LatestJob& operator=(const LatestJob&) = delete;

    void start(Work work, Deliver deliver)
    {
        const quint64 id = m_latest->fetch_add(1) + 1;
        auto latest = m_latest;
        QPointer<QObject> owner(m_owner);
        (void)QtConcurrent::run([work = std::move(work), deliver = std::move(deliver), latest, id, owner] {
            auto keepGoing = [latest, id] { return latest->load() == id; };
            Result result = work(keepGoing);
            if (!keepGoing() || !owner)
                return;
            QMetaObject::invokeMethod(owner.data(), [deliver, result = std::move(result), latest, id, owner]() mutable {
                if (owner && latest->load() == id)
                    deliver(std::move(result));
            }, Qt::QueuedConnection);
        });
    }
    /// Drops whatever is running.
    void cancel() { m_latest->fetch_add(1); }

private:
    QObject* m_owner;
    std::shared_ptr<std::atomic<quint64>> m_latest;
};

} // namespace quantlens
