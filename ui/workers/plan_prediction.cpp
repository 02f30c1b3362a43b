#include "workers/plan_prediction.h"

#include "core_text.h"
#include "precision/plan_variant.h"
#include "session_context.h"

namespace quantlens {

PlanPrediction::PlanPrediction(SessionContext* context, QObject* parent)
    : QObject(parent)
    , m_context(context)
    , m_job(this)
{
    connect(context, &SessionContext::planChanged, this, &PlanPrediction::start);
    connect(context, &SessionContext::measurementChanged, this, &PlanPrediction::start);
    connect(context, &SessionContext::analysisChanged, this, &PlanPrediction::start);
    start();
}

void PlanPrediction::start()
{
    auto simulator = m_context->simulator();
    if (!simulator || !m_context->analysis() || !m_context->analysis()->measured) {
        m_job.cancel();
        m_running = false;
        m_value.reset();
        emit changed();
        return;
    }
    m_running = true;
    m_job.start(
        [simulator, plan = m_context->plan()](const LatestJob<Value>::Control& control) {
            Value out;
            out.inputs = simulator->sampleCount();
            out.baselineCos = simulator->baseline().meanCos();
            std::vector<std::string> unplaced;
            const sim::Variant variant = sim::variantForPlan(plan, *simulator, &unplaced);
            out.unplaced = unplaced.size();
            if (variant.activations.empty()) { // nothing the model can change: it stays as it is
                out.predictedCos = out.baselineCos;
                out.worstCos = simulator->baseline().worstCos();
                return out;
            }
            auto measured = simulator->measure(variant, [&](std::size_t, std::size_t) { return control.keepGoing(); });
            if (!measured) {
                out.problem = problemText(measured.error());
                return out;
            }
            out.predictedCos = measured.value().meanCos();
            out.worstCos = measured.value().worstCos();
            return out;
        },
        [this](quint64, Value value) {
            m_running = false;
            m_value = std::move(value);
            emit changed();
        });
    emit changed();
}

} // namespace quantlens
