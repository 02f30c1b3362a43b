#include "ticket/ticket_export.h"

#include "core_text.h"

namespace quantlens {
namespace {
    // Shares of the progress bar: the texts are quick, hashing large dumps is what takes time.
    constexpr int kTextsEnd = 10;
    constexpr int kPicturesEnd = 50;
    constexpr int kHashesEnd = 95; // the summaries and the zip take the rest; 100 only once it is written
}

TicketExport::TicketExport(std::shared_ptr<TicketBuilder> builder, QString path, QObject* parent)
    : QObject(parent)
    , m_builder(std::move(builder))
    , m_path(std::move(path))
    , m_texts(this)
    , m_zip(this)
{
    m_poll.setInterval(50);
    connect(&m_poll, &QTimer::timeout, this, &TicketExport::poll);
}

TicketExport::~TicketExport()
{
    blockSignals(true); // an export dropped with its window tells nobody: they are going too
    cancel();
    if (m_builder)
        m_builder->finishPictures();
}

void TicketExport::start()
{
    m_running = true;
    emit progressChanged(0, tr("Writing the reports and the triage…"));
    auto builder = m_builder;
    m_texts.start(
        [builder](const LatestJob<bool>::Control&) {
            builder->prepareTexts();
            return true;
        },
        [this](quint64, bool) {
            m_builder->preparePictures();
            picturesStep();
        });
}

void TicketExport::picturesStep()
{
    if (m_cancelled)
        return;
    const int count = static_cast<int>(m_builder->viewIds().size());
    if (m_view >= count) {
        m_builder->finishPictures();
        finishStep();
        return;
    }
    emit progressChanged(kTextsEnd + (kPicturesEnd - kTextsEnd) * m_view / std::max(1, count),
        tr("Drawing the %1 view…").arg(m_builder->viewIds()[m_view]));
    m_builder->startView(m_view++);
    m_viewWaited.start();
    drawWhenReady();
}

void TicketExport::drawWhenReady()
{
    if (m_cancelled)
        return;
    // A view's own background work (the graph's layout of a large model) is polled, never waited
    // for: the window keeps painting and taking clicks meanwhile.
    constexpr int kPollMs = 30;
    constexpr int kGiveUpMs = 60000;
    if (!m_builder->currentViewReady() && m_viewWaited.elapsed() < kGiveUpMs) {
        QTimer::singleShot(kPollMs, this, &TicketExport::drawWhenReady);
        return;
    }
    if (const QString failure = m_builder->finishView(); !failure.isEmpty())
        m_warnings << failure;
    QTimer::singleShot(0, this, &TicketExport::picturesStep);
}

void TicketExport::finishStep()
{
    emit progressChanged(kPicturesEnd, tr("Hashing the input files…"));
    auto builder = m_builder;
    const std::string path = m_path.toStdString();
    m_zip.start(
        [builder, path](const LatestJob<Result<bool>>::Control& control) {
            return builder->finish(path, [control](std::size_t done, std::size_t total) {
                control.progress->done = done;
                control.progress->total = total;
                return control.keepGoing();
            });
        },
        [this](quint64, Result<bool> written) {
            m_poll.stop();
            m_running = false;
            if (!written)
                fail(problemText(written.error()));
            else {
                emit progressChanged(100, {});
                emit finished(m_path);
            }
        });
    m_poll.start();
}

void TicketExport::poll()
{
    const JobProgress* p = m_zip.progress();
    if (!p || p->total.load() == 0)
        return;
    const double share = static_cast<double>(p->done.load()) / static_cast<double>(p->total.load());
    emit progressChanged(
        kPicturesEnd + static_cast<int>((kHashesEnd - kPicturesEnd) * share), tr("Hashing the input files…"));
}

void TicketExport::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    m_running = false;
    m_poll.stop();
    m_texts.cancel();
    m_zip.cancel();
    emit failed({});
}

void TicketExport::fail(const QString& message)
{
    m_running = false;
    emit failed(message);
}

} // namespace quantlens
