#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens check --float F --quant Q --input X… [--baseline previous.json] [-o verdict.json]`: a CI gate.
/// Measures the build's outputs and task agreement against the float model on the inputs and writes a JSON
/// verdict; exits 0 (accept), 4 (regression against the baseline beyond the tolerance) or 5 (anomalous).
int runCheck(const QStringList& arguments);

} // namespace quantlens::cli
