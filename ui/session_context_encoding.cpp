// SessionContext: the analysis's quantized model compared with another (Analysis ▸ Compare encodings),
// read and compared off the UI thread.
#include "session_context.h"

#include "core_text.h"
#include "model/quantized_model.h"

namespace quantlens {

bool SessionContext::compareEncodingsWith(const QString& otherQuantModel)
{
    if (!m_analysis || m_analysis->quantModelPath.empty())
        return false;
    const std::string ours = m_analysis->quantModelPath;
    const std::string other = otherQuantModel.toStdString();
    const std::shared_ptr<const Graph> floatGraph = m_analysis->floatGraph;
    m_encodingJob.start(
        [ours, other, floatGraph, otherQuantModel](const LatestJob<EncodingResult>::Control&) {
            EncodingResult result { otherQuantModel, nullptr, {} };
            auto a = loadQuantizedModel(ours);
            if (!a) {
                result.problem = problemText(a.error());
                return result;
            }
            auto b = loadQuantizedModel(other);
            if (!b) {
                result.problem = problemText(b.error());
                return result;
            }
            result.comparison
                = std::make_shared<const EncodingComparison>(compareEncodings(a.value(), b.value(), floatGraph.get()));
            return result;
        },
        [this](quint64, EncodingResult result) { encodingDelivered(std::move(result)); });
    return true;
}

void SessionContext::encodingDelivered(EncodingResult result)
{
    if (!result.comparison) {
        emit encodingComparisonFailed(result.problem);
        return;
    }
    m_encoding = std::move(result.comparison);
    m_encodingOther = result.other;
    emit encodingComparisonChanged();
}

} // namespace quantlens
