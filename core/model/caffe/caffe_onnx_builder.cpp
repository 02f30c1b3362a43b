#include "model/caffe/caffe_onnx_builder.h"

#include <cstring>

namespace quantlens::caffe_import {

OnnxBuilder::OnnxBuilder()
{
    m_model.set_ir_version(8);
    m_model.set_producer_name("QuantLens Caffe import");
    m_model.add_opset_import()->set_version(13);
}

onnx::NodeProto& OnnxBuilder::node(const std::string& op, const std::vector<std::string>& inputs,
    const std::vector<std::string>& outputs, const std::string& name)
{
    onnx::NodeProto& n = *m_model.mutable_graph()->add_node();
    n.set_op_type(op);
    n.set_name(name);
    for (const auto& i : inputs)
        n.add_input(i);
    for (const auto& o : outputs)
        n.add_output(o);
    return n;
}

std::string OnnxBuilder::weight(
    const std::string& name, const std::vector<std::int64_t>& dims, const std::vector<float>& values)
{
    onnx::TensorProto& t = *m_model.mutable_graph()->add_initializer();
    t.set_name(name);
    t.set_data_type(onnx::TensorProto::FLOAT);
    for (auto d : dims)
        t.add_dims(d);
    t.set_raw_data(std::string(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(float)));
    return name;
}

std::string OnnxBuilder::int64s(const std::string& name, const std::vector<std::int64_t>& values)
{
    onnx::TensorProto& t = *m_model.mutable_graph()->add_initializer();
    t.set_name(name);
    t.set_data_type(onnx::TensorProto::INT64);
    t.add_dims(static_cast<std::int64_t>(values.size()));
    t.set_raw_data(std::string(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(std::int64_t)));
    return name;
}

void OnnxBuilder::input(const std::string& name, const std::vector<std::int64_t>& dims)
{
    onnx::ValueInfoProto& v = *m_model.mutable_graph()->add_input();
    v.set_name(name);
    auto* type = v.mutable_type()->mutable_tensor_type();
    type->set_elem_type(onnx::TensorProto::FLOAT);
    for (auto d : dims)
        type->mutable_shape()->add_dim()->set_dim_value(d);
}

void OnnxBuilder::output(const std::string& name)
{
    onnx::ValueInfoProto& v = *m_model.mutable_graph()->add_output();
    v.set_name(name);
    v.mutable_type()->mutable_tensor_type()->set_elem_type(onnx::TensorProto::FLOAT);
}

void OnnxBuilder::set(onnx::NodeProto& node, const std::string& attribute, std::int64_t value)
{
    auto& a = *node.add_attribute();
    a.set_name(attribute);
    a.set_type(onnx::AttributeProto::INT);
    a.set_i(value);
}

void OnnxBuilder::set(onnx::NodeProto& node, const std::string& attribute, float value)
{
    auto& a = *node.add_attribute();
    a.set_name(attribute);
    a.set_type(onnx::AttributeProto::FLOAT);
    a.set_f(value);
}

void OnnxBuilder::set(onnx::NodeProto& node, const std::string& attribute, const std::string& value)
{
    auto& a = *node.add_attribute();
    a.set_name(attribute);
    a.set_type(onnx::AttributeProto::STRING);
    a.set_s(value);
}

void OnnxBuilder::set(onnx::NodeProto& node, const std::string& attribute, const std::vector<std::int64_t>& values)
{
    auto& a = *node.add_attribute();
    a.set_name(attribute);
    a.set_type(onnx::AttributeProto::INTS);
    for (auto v : values)
        a.add_ints(v);
}

} // namespace quantlens::caffe_import
