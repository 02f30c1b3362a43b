#pragma once
// Image files given where a model input is expected (--input, --calib, a workspace's inputs) become
// tensors once, before anything runs: each is preprocessed (input/image_input.h) for the float model's
// input and written as an .npy file to a temporary folder (removed at exit), and the argument names that
// file instead. Every pass that reads an input — the analysis's runs, calibration statistics, transforms,
// the advisor's levers — then reads a tensor, so an image is decoded and resized once however many passes
// read it.
#include "input/preprocessing.h"
#include "model/graph.h"
#include "util/progress.h"
#include "util/result.h"

#include <string>
#include <vector>

namespace quantlens::runtime {

struct PreprocessedInputs {
    std::vector<std::string> modelInputs; ///< "[NAME=]FILE" with each image replaced by its .npy
    std::vector<std::string> calibration; ///< entries with each image, and each folder of images, replaced
    std::size_t images = 0; ///< how many images were preprocessed
    /// Each .npy made, and each folder of them, with the image or folder it stands for (to name those).
    std::vector<std::pair<std::string, std::string>> madeFrom;
};

/// `modelInputs` ("[NAME=]FILE") and calibration `entries` (files and folders) with their images made
/// into .npy files for `floatModel`'s inputs. A folder holding .npy files stays as it is (its other files
/// are a toolchain's); a folder of images only becomes a folder of their tensors, in name order. Without
/// `preprocessing` an image is refused, naming it and saying how to give one; a bad image is named.
Result<PreprocessedInputs> preprocessImageInputs(const Graph& floatModel, const std::vector<std::string>& modelInputs,
    const std::vector<std::string>& calibration, const input::Preprocessing* preprocessing,
    const ProgressCallback& progress = {});

/// `modelInputs` ("[NAME=]FILE") with each folder replaced by its inputs, in name order: its .npy files
/// when it holds any (other files are a toolchain's), else its images. A folder with neither is refused.
Result<std::vector<std::string>> expandInputFolders(const std::vector<std::string>& modelInputs);

/// Whether any argument or calibration entry is an image or a folder of images (the caller then needs a
/// preprocessing).
bool namesImages(const std::vector<std::string>& modelInputs, const std::vector<std::string>& calibration);

} // namespace quantlens::runtime
