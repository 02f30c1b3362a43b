// Vendor configs a plan is imported from, or merged into (the user's existing file): Pulsar2's
// config JSON, SigmaStar's input_config.ini and quant-param JSON, a tensor list. The first byte
// picks the format and whether to read or merge.
#include "fuzz_input.h"
#include "precision/plan_format.h"
#include "precision_test_model.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace quantlens;
    if (size == 0)
        return 0;
    static const auto graph = precision_test::smallNetwork();
    static const PlanContext context = planContextOf(graph);
    const auto& formats = planFormats();
    const PlanFormat& format = formats[(data[0] & 0x7f) % formats.size()];
    const std::string content(fuzz::rest(data, size));
    if ((data[0] & 0x80) == 0) {
        (void)format.read(content, context, "fuzz.cfg");
        return 0;
    }
    PrecisionPlan plan;
    plan.tensors["c1"] = { Precision::U16, PlanSource::User, {} };
    plan.opTypes["Sigmoid"] = Precision::U16;
    (void)format.write(plan, context, content, "fuzz.cfg");
    return 0;
}
