#pragma once
// HiSilicon NNIE's networks are Caffe models: a deploy .prototxt (protobuf text) with its weights in a
// .caffemodel (binary NetParameter). They are translated into the same Graph IR as ONNX models (through
// an ONNX model built in memory), so the views, the analysis and the executor work unchanged.
#include "model/graph.h"
#include "util/result.h"

#include <memory>
#include <string>

namespace quantlens {

/// Whether a path names a Caffe network (its extension: .prototxt).
bool isCaffeModelPath(const std::string& path);

/// The .caffemodel of a .prototxt: the one given with useCaffeWeights(), else the same name beside it
/// ("net.prototxt" → "net.caffemodel"); empty when there is none.
std::string caffeWeightsBeside(const std::string& prototxt);

/// Reads `prototxt`'s weights from `caffemodel` for the rest of the process (the CLI's --caffemodel).
/// A process-wide association rather than a parameter: a model path travels through the analysis, the
/// simulator, the ticket and the workspace, and the weights belong to the path wherever it goes.
void useCaffeWeights(const std::string& prototxt, const std::string& caffemodel);

/// Reads the network and its weights (`caffemodel` empty: the one beside it). Blob names are tensor
/// names; a layer writing a blob in place (top == bottom) gets an output of its own, as the NNIE
/// mapper splits it: the blob's name goes to the last writer, earlier values are named
/// `<layer>_output<k>` (said in a warning). Every layer type it cannot translate is named in one
/// failure.
Result<std::shared_ptr<const Graph>> importCaffeFiles(const std::string& prototxt, const std::string& caffemodel = {});

} // namespace quantlens
