#pragma once
// Internal to the Caffe import: writes the ONNX model a Caffe net becomes (nodes, weights, inputs).
#include <onnx/onnx_pb.h>

#include <cstdint>
#include <string>
#include <vector>

namespace quantlens::caffe_import {

/// A weight blob of the .caffemodel: its shape and float values.
struct Blob {
    std::vector<std::int64_t> shape;
    std::vector<float> data;
};

class OnnxBuilder {
public:
    OnnxBuilder();
    onnx::ModelProto& model() { return m_model; }

    onnx::NodeProto& node(const std::string& op, const std::vector<std::string>& inputs,
        const std::vector<std::string>& outputs, const std::string& name);
    /// A float weight named `name` with these dims and values; returns the name.
    std::string weight(
        const std::string& name, const std::vector<std::int64_t>& dims, const std::vector<float>& values);
    std::string int64s(const std::string& name, const std::vector<std::int64_t>& values);
    void input(const std::string& name, const std::vector<std::int64_t>& dims);
    void output(const std::string& name);

    static void set(onnx::NodeProto& node, const std::string& attribute, std::int64_t value);
    static void set(onnx::NodeProto& node, const std::string& attribute, float value);
    static void set(onnx::NodeProto& node, const std::string& attribute, const std::string& value);
    static void set(onnx::NodeProto& node, const std::string& attribute, const std::vector<std::int64_t>& values);

private:
    onnx::ModelProto m_model;
};

} // namespace quantlens::caffe_import
