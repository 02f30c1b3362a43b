#pragma once
// The keys of the vendors' formats, spelled once. The format registries give their entries these keys
// (planFormats(), tableFormats(), dumpReaders()) and toolchains() lists each toolchain's by them; the
// registry test checks that every key a toolchain names exists.
namespace quantlens::format_keys {

// Plan formats (planFormats(); also `quantlens export --format`).
inline constexpr const char* kPulsar2Config = "pulsar2";
inline constexpr const char* kSigmaStarIni = "sigmastar-ini";
inline constexpr const char* kSigmaStarQuantParams = "sigmastar-json";
inline constexpr const char* kRknnQuantCfg = "rknn-cfg";
inline constexpr const char* kNnieHpPrototxt = "nnie-prototxt";

// Vendor tables (tableFormats(); ImportedTable::format).
inline constexpr const char* kPulsar2Precision = "pulsar2_precision";
inline constexpr const char* kPulsar2Outliers = "pulsar2_outliers";
inline constexpr const char* kSigmaStarRmseLog = "sigmastar_rmse_log";
inline constexpr const char* kRknnErrorAnalysis = "rknn_error_analysis";

// Vendor dump readers (DumpReader::id()).
inline constexpr const char* kPulsar2RawFloat = "raw_float32";
inline constexpr const char* kSigmaStarDump = "sigmastar";
inline constexpr const char* kNnieMapperDump = "nnie_mapper";

} // namespace quantlens::format_keys
