#pragma once
// Internal to the message catalog: each area's messages live in core/util/messages_<area>.cpp,
// which Qt's lupdate scans (app/CMakeLists.txt) for the QT_TRANSLATE_NOOP markers. messageCatalog()
// concatenates them once. Add a message to its area's file, then run the update_translations target
// and translate it.
#include "util/message_catalog.h"

#include <vector>

// Core has no Qt: the marker only tells lupdate which literals to extract.
#define QT_TRANSLATE_NOOP(context, text) text

namespace quantlens::messages {

std::vector<CatalogMessage> positions(); ///< where.*: positions inside a file
std::vector<CatalogMessage> analysis(); ///< match, verdict, reason, thresholds, inputs, check, metrics
std::vector<CatalogMessage> files(); ///< file (reading), write, workspace
std::vector<CatalogMessage> npy(); ///< .npy headers
std::vector<CatalogMessage> dumps(); ///< zip, npz, manifest, dump sets
std::vector<CatalogMessage> model(); ///< onnx, graph, quant, sigmastar_json
std::vector<CatalogMessage> precision(); ///< plan files, suggestions, vendor configs
std::vector<CatalogMessage> triage(); ///< categories, evidence and next steps of the triage
std::vector<CatalogMessage> vendorTables(); ///< vendor_table: per-tensor tables printed by NPU vendor tools
std::vector<CatalogMessage> sigmastarDump(); ///< sigma_outtensor_dump.bin (SigmaStar simulator dumps)
std::vector<CatalogMessage> runtime(); ///< run: the executor (compiling, inputs, running)
std::vector<CatalogMessage> toolchain(); ///< toolchain: names and ticket questions of each toolchain
std::vector<CatalogMessage> reportPage(); ///< page: the one-file HTML page's own words
std::vector<CatalogMessage> calibration(); ///< calib: calibration statistics, range methods, their what-if
std::vector<CatalogMessage> advisor(); ///< transform, advise: float-model transforms and the levers measured
std::vector<CatalogMessage> input(); ///< image, preprocess: images as model inputs and the toolchains' preprocessing

} // namespace quantlens::messages
