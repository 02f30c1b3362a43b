"""The operator cases, one function per family of ops (op_cases.py builds and runs them).

Conventions: data tensors are graph inputs (feeds, given to `quantlens run` as .npy); weights and the
structural inputs real exporters emit as constants (axes, shapes, pads, scales, K, zero points) are
initializers (consts). A few cases feed a structural input at run time on purpose (named *_runtime_*).
Values are chosen away from decision boundaries (rounding, ties, argmax) except where a case tests that
boundary on purpose (named *ties*, *half*, ...), so a correct executor cannot differ from ORT by luck."""
import numpy as np
from onnx import TensorProto, helper, numpy_helper

INT64_MAX = np.iinfo(np.int64).max
INT64_MIN = np.iinfo(np.int64).min


def f32(values):
    return np.array(values, dtype=np.float32)


def i64(values):
    return np.array(values, dtype=np.int64)


def uniform(rng, shape, lo=-1.0, hi=1.0):
    return rng.uniform(lo, hi, size=shape).astype(np.float32)


def ints(rng, shape, lo, hi, dtype=np.int64):
    """Integers in [lo, hi]."""
    return rng.integers(lo, hi + 1, size=shape).astype(dtype)


def nonzero_ints(rng, shape, lo, hi, dtype):
    """Integers in ±[lo, hi] (divisors)."""
    return (ints(rng, shape, lo, hi) * rng.choice([-1, 1], size=shape)).astype(dtype)


def away_from_zero(rng, shape, lo=0.25, hi=2.0):
    """Floats in ±[lo, hi] (divisors, reciprocals)."""
    return (uniform(rng, shape, lo, hi) * rng.choice([-1, 1], size=shape)).astype(np.float32)


# ---------------------------------------------------------------------------------------------------
# Convolutions and matrix products


def conv_cases(s):
    rng = s.rng("conv")

    def conv(name, x_shape, w_shape, bias=True, **attrs):
        consts = {"w": uniform(rng, w_shape)}
        if bias:
            consts["b"] = uniform(rng, [w_shape[0]])
        s.one("conv_" + name, "Conv", ["x", "w"] + (["b"] if bias else []), {"x": uniform(rng, x_shape)}, consts,
              **attrs)

    conv("1d_k3", [2, 3, 11], [4, 3, 3])
    conv("1d_stride2_dil2_pads", [2, 3, 11], [4, 3, 3], strides=[2], dilations=[2], pads=[1, 2])
    conv("1d_same_upper_s2_nobias", [1, 2, 10], [3, 2, 4], bias=False, auto_pad="SAME_UPPER", strides=[2])
    conv("k1x1", [1, 8, 5, 7], [4, 8, 1, 1])
    conv("k3x3_pad1_batch2_nobias", [2, 3, 9, 7], [5, 3, 3, 3], bias=False, pads=[1, 1, 1, 1])
    conv("k3x3_stride2_asym_pads", [1, 3, 9, 8], [4, 3, 3, 3], strides=[2, 2], pads=[0, 1, 2, 1])
    conv("k5x5_dil2", [1, 4, 13, 11], [3, 4, 5, 5], dilations=[2, 2], pads=[2, 2, 2, 2])
    conv("k7x1", [1, 3, 12, 5], [4, 3, 7, 1], pads=[3, 0, 3, 0])
    # Output rows of 16 columns and more: whole packing panels on one row, contiguous and strided.
    conv("wide_k3x3_pad1", [1, 2, 5, 40], [3, 2, 3, 3], pads=[1, 1, 1, 1])
    conv("wide_k3x3_stride2_dil2", [1, 3, 7, 75], [4, 3, 3, 3], strides=[2, 2], dilations=[1, 2], pads=[1, 2, 1, 2])
    conv("1d_wide_stride3", [1, 2, 70], [3, 2, 5], strides=[3], pads=[2, 2])
    conv("k1x7_stride2x1", [2, 2, 6, 13], [3, 2, 1, 7], strides=[2, 1], pads=[0, 3, 0, 3])
    conv("depthwise", [2, 6, 9, 9], [6, 1, 3, 3], group=6, pads=[1, 1, 1, 1])
    conv("depthwise_multiplier2_s2", [1, 3, 8, 7], [6, 1, 3, 3], group=3, strides=[2, 2], pads=[1, 1, 1, 1])
    conv("depthwise_k5_nobias", [1, 4, 11, 11], [4, 1, 5, 5], bias=False, group=4, pads=[2, 2, 2, 2])
    conv("grouped2", [1, 4, 7, 7], [6, 2, 3, 3], group=2, pads=[1, 1, 1, 1])
    conv("grouped4_k1", [2, 8, 5, 5], [8, 2, 1, 1], group=4)
    conv("same_upper_s2_odd", [1, 3, 9, 7], [4, 3, 3, 3], auto_pad="SAME_UPPER", strides=[2, 2])
    conv("same_lower_s2_odd", [1, 3, 9, 7], [4, 3, 3, 3], auto_pad="SAME_LOWER", strides=[2, 2])
    conv("same_upper_k4", [1, 2, 8, 7], [3, 2, 4, 4], auto_pad="SAME_UPPER")
    conv("same_lower_k4", [1, 2, 8, 7], [3, 2, 4, 4], auto_pad="SAME_LOWER")
    conv("same_upper_k5_s3", [1, 2, 7, 8], [3, 2, 5, 5], auto_pad="SAME_UPPER", strides=[3, 3])
    conv("valid_s2", [1, 3, 10, 9], [4, 3, 3, 3], auto_pad="VALID", strides=[2, 2])
    conv("notset_explicit_pads", [1, 3, 6, 6], [2, 3, 3, 3], auto_pad="NOTSET", pads=[1, 0, 0, 1])
    conv("stride2x1_dil1x2", [2, 3, 11, 10], [4, 3, 3, 3], strides=[2, 1], dilations=[1, 2], pads=[1, 2, 1, 2])
    conv("kernel_shape_attr", [1, 3, 7, 7], [2, 3, 3, 3], kernel_shape=[3, 3], pads=[1, 1, 1, 1])
    conv("wide_16x32", [1, 16, 14, 14], [32, 16, 3, 3], pads=[1, 1, 1, 1])
    conv("odd_7x5_batch2_k3", [2, 5, 7, 5], [3, 5, 3, 3], bias=True)
    # Weights given at run time: legal ONNX, though exporters always make them constants.
    x, w = uniform(rng, [1, 3, 6, 6]), uniform(rng, [2, 3, 3, 3])
    s.one("conv_runtime_weights", "Conv", ["x", "w"], {"x": x, "w": w}, pads=[1, 1, 1, 1])


def conv_transpose_cases(s):
    rng = s.rng("convtranspose")

    def convt(name, x_shape, w_shape, bias=True, **attrs):
        # w is [C, M/group, k...]; the bias has M = w_shape[1] * group entries.
        consts = {"w": uniform(rng, w_shape)}
        if bias:
            consts["b"] = uniform(rng, [w_shape[1] * attrs.get("group", 1)])
        s.one("convtranspose_" + name, "ConvTranspose", ["x", "w"] + (["b"] if bias else []),
              {"x": uniform(rng, x_shape)}, consts, **attrs)

    convt("basic", [1, 4, 5, 5], [4, 3, 3, 3])
    convt("stride2_pad1_outpad1", [1, 3, 4, 5], [3, 2, 3, 3], strides=[2, 2], pads=[1, 1, 1, 1],
          output_padding=[1, 1])
    convt("output_shape", [1, 3, 4, 4], [3, 2, 3, 3], strides=[2, 2], output_shape=[10, 9])
    convt("output_shape_nobias", [2, 2, 3, 5], [2, 3, 4, 4], bias=False, strides=[2, 2], output_shape=[7, 11])
    convt("group2_s2", [1, 4, 5, 5], [4, 2, 3, 3], group=2, strides=[2, 2])
    convt("depthwise_k4_s2_p1", [1, 4, 5, 5], [4, 1, 4, 4], group=4, strides=[2, 2], pads=[1, 1, 1, 1])
    convt("dilation2_nobias", [1, 2, 5, 5], [2, 3, 3, 3], bias=False, dilations=[2, 2])
    convt("same_upper_s2", [1, 2, 5, 4], [2, 3, 3, 3], auto_pad="SAME_UPPER", strides=[2, 2])
    convt("same_lower_s2", [1, 2, 5, 4], [2, 3, 3, 3], auto_pad="SAME_LOWER", strides=[2, 2])
    convt("same_upper_k4_s2", [1, 2, 4, 4], [2, 2, 4, 4], auto_pad="SAME_UPPER", strides=[2, 2])
    convt("valid_s2", [1, 2, 4, 5], [2, 3, 3, 3], auto_pad="VALID", strides=[2, 2])
    convt("asym_pads_s2", [1, 2, 5, 5], [2, 2, 3, 3], pads=[0, 1, 1, 0], strides=[2, 2])
    convt("1d_s2_p1", [2, 3, 7], [3, 2, 4], strides=[2], pads=[1, 1])
    convt("k4_s2_p1_batch2_nobias", [2, 4, 6, 6], [4, 3, 4, 4], bias=False, strides=[2, 2], pads=[1, 1, 1, 1])
    convt("stride3_outpad2x1", [1, 2, 4, 4], [2, 2, 3, 3], strides=[3, 3], output_padding=[2, 1])
    convt("k1x1_s2", [1, 3, 4, 4], [3, 5, 1, 1], strides=[2, 2])
    convt("stride2x1_dil1x2", [1, 2, 4, 6], [2, 2, 3, 3], strides=[2, 1], dilations=[1, 2], pads=[1, 1, 1, 1])


def matmul_cases(s):
    rng = s.rng("matmul")

    def mm(name, a_shape, b_shape, b_const=False):
        a, b = uniform(rng, a_shape), uniform(rng, b_shape)
        if b_const:
            s.one("matmul_" + name, "MatMul", ["a", "b"], {"a": a}, {"b": b})
        else:
            s.one("matmul_" + name, "MatMul", ["a", "b"], {"a": a, "b": b})

    mm("2d", [3, 5], [5, 4])
    mm("3d_batched", [2, 3, 5], [2, 5, 4])
    mm("4d_batched", [2, 3, 4, 5], [2, 3, 5, 6])
    mm("4d_broadcast_3d", [2, 1, 3, 5], [4, 5, 6])
    mm("broadcast_batch_dims", [1, 3, 4, 5], [2, 1, 5, 6])
    mm("3d_by_2d_weights", [2, 7, 16], [16, 8], b_const=True)
    mm("2d_by_3d", [3, 5], [2, 5, 4])
    mm("1d_by_2d", [5], [5, 4])
    mm("2d_by_1d", [3, 5], [5])
    mm("1d_by_1d", [5], [5])
    mm("1d_by_3d", [5], [2, 5, 4])
    mm("3d_by_1d", [2, 3, 5], [5])
    mm("large_k64", [4, 64], [64, 48], b_const=True)
    mm("k1", [6, 1], [1, 7])


def gemm_cases(s):
    rng = s.rng("gemm")

    def gemm(name, c_shape=None, trans_a=0, trans_b=0, opset=13, **attrs):
        m, k, n = 3, 5, 4
        a = uniform(rng, [k, m] if trans_a else [m, k])
        consts = {"b": uniform(rng, [n, k] if trans_b else [k, n])}
        inputs = ["a", "b"]
        if c_shape is not None:
            consts["c"] = uniform(rng, c_shape)
            inputs.append("c")
        if trans_a:
            attrs["transA"] = 1
        if trans_b:
            attrs["transB"] = 1
        s.one("gemm_" + name, "Gemm", inputs, {"a": a}, consts, opset=opset, **attrs)

    gemm("plain_no_c")
    gemm("alpha_beta_c_n", [4], alpha=0.5, beta=2.0)
    gemm("transa_c_n", [4], trans_a=1)
    gemm("transb_c_1n", [1, 4], trans_b=1)
    gemm("transa_transb_c_m1", [3, 1], trans_a=1, trans_b=1)
    gemm("c_scalar", [], alpha=1.5)
    gemm("c_full_mn", [3, 4], alpha=-1.25, beta=0.5)
    gemm("c_11", [1, 1])
    gemm("beta0", [3, 4], beta=0.0)
    gemm("opset11_no_c", opset=11, trans_b=1)
    gemm("opset9_c_n", [4], opset=9)
    # A fully connected layer as exporters write it.
    a, w, b = uniform(rng, [2, 64]), uniform(rng, [10, 64]), uniform(rng, [10])
    s.one("gemm_fc_transb", "Gemm", ["a", "w", "b"], {"a": a}, {"w": w, "b": b}, transB=1)


# ---------------------------------------------------------------------------------------------------
# Normalisations, activations, softmax


def normalization_cases(s):
    rng = s.rng("normalization")

    def batchnorm(name, x_shape, opset, **attrs):
        c = x_shape[1]
        consts = {"scale": uniform(rng, [c], 0.5, 1.5), "bias": uniform(rng, [c]), "mean": uniform(rng, [c]),
                  "var": uniform(rng, [c], 0.5, 2.0)}
        s.one(name, "BatchNormalization", ["x", "scale", "bias", "mean", "var"], {"x": uniform(rng, x_shape, -2, 2)},
              consts, opset=opset, **attrs)

    for opset in (9, 15):
        batchnorm("batchnorm%d_4d" % opset, [2, 3, 4, 5], opset)
        batchnorm("batchnorm%d_2d" % opset, [4, 3], opset)
        batchnorm("batchnorm%d_3d_eps" % opset, [2, 3, 7], opset, epsilon=1e-3)

    def layernorm(name, x_shape, axis, bias=True, **attrs):
        norm_shape = x_shape[axis:]
        consts = {"scale": uniform(rng, norm_shape, 0.5, 1.5)}
        if bias:
            consts["bias"] = uniform(rng, norm_shape)
        # Offset activations: the mean must really be subtracted.
        x = uniform(rng, x_shape, -2, 2) + 3.0
        s.one("layernorm_" + name, "LayerNormalization", ["x", "scale"] + (["bias"] if bias else []), {"x": x},
              consts, opset=17, axis=axis, **attrs)

    layernorm("axis_m1", [2, 5, 8], -1)
    layernorm("axis_m2", [2, 5, 8], -2)
    layernorm("axis_m1_nobias", [2, 5, 8], -1, bias=False)
    layernorm("axis_m1_eps1e-3", [3, 16], -1, epsilon=1e-3)
    layernorm("axis1_4d", [2, 3, 4, 6], 1)
    layernorm("axis2_nobias", [2, 3, 4, 6], 2, bias=False)

    def instnorm(name, x_shape, **attrs):
        c = x_shape[1]
        consts = {"scale": uniform(rng, [c], 0.5, 1.5), "bias": uniform(rng, [c])}
        s.one("instancenorm_" + name, "InstanceNormalization", ["x", "scale", "bias"],
              {"x": uniform(rng, x_shape, -2, 3)}, consts, opset=6, **attrs)

    instnorm("4d", [2, 3, 5, 7])
    instnorm("3d", [2, 4, 9])
    instnorm("eps1e-3", [1, 2, 4, 4], epsilon=1e-3)


def activation_cases(s):
    rng = s.rng("activation")
    x = uniform(rng, [2, 3, 4, 5], -4, 4)

    def unary(name, op, data=x, opset=13, **attrs):
        s.one(name, op, ["x"], {"x": data}, opset=opset, **attrs)

    unary("relu", "Relu")
    unary("leakyrelu_default", "LeakyRelu")
    unary("leakyrelu_alpha0.2", "LeakyRelu", alpha=0.2)
    unary("sigmoid", "Sigmoid")
    unary("sigmoid_saturating", "Sigmoid", uniform(rng, [4, 25], -30, 30))
    unary("hardsigmoid_default", "HardSigmoid", opset=6)
    unary("hardsigmoid_alpha_beta", "HardSigmoid", opset=6, alpha=0.3, beta=0.4)
    unary("hardswish", "HardSwish", opset=14)
    unary("tanh", "Tanh")
    unary("tanh_saturating", "Tanh", uniform(rng, [4, 25], -20, 20))
    unary("erf", "Erf")
    unary("gelu_none", "Gelu", opset=20)
    unary("gelu_tanh", "Gelu", opset=20, approximate="tanh")
    # Not in the brief's list but registered by the executor: checked too.
    unary("elu_default", "Elu")
    unary("elu_alpha0.5", "Elu", alpha=0.5)
    unary("softplus", "Softplus")
    unary("sign", "Sign", f32([-2.5, -0.0, 0.0, 1e-30, -1e-30, 3.0, -7.25, 0.5]))

    def prelu(name, x_shape, slope):
        s.one("prelu_" + name, "PRelu", ["x", "slope"], {"x": uniform(rng, x_shape, -3, 3)}, {"slope": slope})

    prelu("per_channel_c11", [2, 3, 4, 5], uniform(rng, [3, 1, 1], 0.05, 0.5))
    prelu("scalar_1", [2, 3, 4, 5], f32([0.25]))
    prelu("scalar_0d", [2, 3, 4], f32(0.1))
    prelu("2d_per_channel", [4, 3], uniform(rng, [3], 0.05, 0.5))
    prelu("full_shape", [2, 3, 4], uniform(rng, [2, 3, 4], 0.05, 0.5))

    clip_x = uniform(rng, [3, 4, 5], -2, 2)
    unary("clip6_attrs", "Clip", clip_x, opset=6, min=-0.5, max=0.7)
    unary("clip6_no_attrs", "Clip", clip_x, opset=6)
    for opset in (11, 13):
        lo, hi = {"lo": f32(-0.5)}, {"hi": f32(0.7)}
        s.one("clip%d_min_max" % opset, "Clip", ["x", "lo", "hi"], {"x": clip_x}, {**lo, **hi}, opset=opset)
        s.one("clip%d_min_only" % opset, "Clip", ["x", "lo"], {"x": clip_x}, lo, opset=opset)
        s.one("clip%d_max_only" % opset, "Clip", ["x", "", "hi"], {"x": clip_x}, hi, opset=opset)
        s.one("clip%d_none" % opset, "Clip", ["x"], {"x": clip_x}, opset=opset)
    s.one("clip13_int64", "Clip", ["x", "lo", "hi"], {"x": ints(rng, [3, 7], -20, 20)}, {"lo": i64(-5), "hi": i64(9)})
    s.one("clip13_runtime_bounds", "Clip", ["x", "lo", "hi"], {"x": clip_x, "lo": f32(-1.25), "hi": f32(0.25)})


def math_unary_cases(s):
    rng = s.rng("math_unary")
    shape = [2, 3, 4, 5]

    def unary(name, op, data, **attrs):
        s.one(name, op, ["x"], {"x": data}, **attrs)

    unary("sqrt", "Sqrt", uniform(rng, shape, 0.0, 9.0))
    unary("exp", "Exp", uniform(rng, shape, -10, 10))
    unary("log", "Log", np.exp(uniform(rng, shape, -7, 4)).astype(np.float32))
    unary("reciprocal", "Reciprocal", away_from_zero(rng, shape, 0.1, 5.0))
    unary("abs", "Abs", uniform(rng, shape, -3, 3))
    unary("abs_int64", "Abs", ints(rng, [4, 6], -100, 100))
    unary("abs_int32", "Abs", ints(rng, [4, 6], -100, 100, np.int32))
    unary("neg", "Neg", uniform(rng, shape, -3, 3))
    unary("neg_int64", "Neg", ints(rng, [4, 6], -100, 100))
    unary("neg_int32", "Neg", ints(rng, [4, 6], -100, 100, np.int32))
    # Integer-valued and negative inputs: floor/ceil must leave integers alone and go the right way below 0.
    steps = np.concatenate([uniform(rng, [40], -5, 5), f32([-3, -2, -1, -0.0, 0, 1, 2, 3, -2.5, 2.5])])
    unary("floor", "Floor", steps)
    unary("ceil", "Ceil", steps)
    # Ties go to the even integer (ONNX Round is round-half-to-even), and so do negatives.
    ties = f32([-3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, 4.5, -4.5, 0.49999997, -0.49999997, 1.2, -1.7, 2.51,
                -2.51, 1e7 + 0.5, 0.0])
    unary("round_ties_even", "Round", ties)
    unary("round_random", "Round", uniform(rng, shape, -6, 6))


def softmax_cases(s):
    rng = s.rng("softmax")
    for op in ("Softmax", "LogSoftmax"):
        low = op.lower()
        # Opset 11: the input is coerced to 2-D at `axis` ([d0..d(axis-1)] x [d(axis)..]), not one axis.
        s.one("%s11_axis1_3d" % low, op, ["x"], {"x": uniform(rng, [2, 3, 4], -3, 3)}, opset=11, axis=1)
        s.one("%s11_axis1_4d" % low, op, ["x"], {"x": uniform(rng, [2, 3, 4, 5], -3, 3)}, opset=11, axis=1)
        s.one("%s11_default_axis_3d" % low, op, ["x"], {"x": uniform(rng, [2, 3, 4], -3, 3)}, opset=11)
        s.one("%s11_axis_m1" % low, op, ["x"], {"x": uniform(rng, [2, 3, 4], -3, 3)}, opset=11, axis=-1)
        s.one("%s11_axis2_4d" % low, op, ["x"], {"x": uniform(rng, [2, 3, 4, 5], -3, 3)}, opset=11, axis=2)
        s.one("%s11_axis0" % low, op, ["x"], {"x": uniform(rng, [3, 4], -3, 3)}, opset=11, axis=0)
        # Opset 13: along one axis.
        s.one("%s13_axis_m1" % low, op, ["x"], {"x": uniform(rng, [2, 3, 4, 5], -3, 3)}, opset=13, axis=-1)
        s.one("%s13_axis1" % low, op, ["x"], {"x": uniform(rng, [2, 3, 4, 5], -3, 3)}, opset=13, axis=1)
        s.one("%s13_default_axis" % low, op, ["x"], {"x": uniform(rng, [2, 3, 7], -3, 3)}, opset=13)
        s.one("%s13_axis0" % low, op, ["x"], {"x": uniform(rng, [3, 4], -3, 3)}, opset=13, axis=0)
        # Large logits: exp overflows unless the maximum is subtracted first.
        s.one("%s13_large_logits" % low, op, ["x"], {"x": uniform(rng, [2, 10], -100, 100)}, opset=13)


# ---------------------------------------------------------------------------------------------------
# Elementwise binary, variadic, comparison and logic ops

BROADCASTS = {  # name: (shape of a, shape of b)
    "same": ([2, 3, 4, 5], [2, 3, 4, 5]),
    "scalar": ([2, 3, 4, 5], []),
    "c11_vs_nchw": ([2, 3, 4, 5], [3, 1, 1]),
    "1c11_vs_nchw": ([1, 3, 1, 1], [2, 3, 4, 5]),
    "row_vs_col": ([4, 1], [1, 5]),
    "scalar_first": ([], [3, 4]),
    "trailing_vector": ([2, 3, 4, 5], [5]),
}


def binary_cases(s):
    rng = s.rng("binary")
    for op in ("Add", "Sub", "Mul", "Div"):
        for shape_name, (sa, sb) in BROADCASTS.items():
            a = uniform(rng, sa, -3, 3)
            b = away_from_zero(rng, sb) if op == "Div" else uniform(rng, sb, -3, 3)
            s.one("%s_%s" % (op.lower(), shape_name), op, ["a", "b"], {"a": a, "b": b})
        for dtype, tname in ((np.int64, "int64"), (np.int32, "int32")):
            for shape_name in ("same", "row_vs_col", "c11_vs_nchw"):
                sa, sb = BROADCASTS[shape_name]
                a = ints(rng, sa, -50, 50, dtype)
                # Division of integers truncates toward zero (-7 / 2 = -3): negative operands included.
                b = nonzero_ints(rng, sb, 1, 7, dtype) if op == "Div" else ints(rng, sb, -50, 50, dtype)
                s.one("%s_%s_%s" % (op.lower(), tname, shape_name), op, ["a", "b"], {"a": a, "b": b})
    # A constant operand, as in normalisation layers exporters fold.
    s.one("add_const_c11", "Add", ["a", "b"], {"a": uniform(rng, [2, 3, 4, 5])}, {"b": uniform(rng, [3, 1, 1])})
    s.one("div_int64_exact_cases", "Div", ["a", "b"], {"a": i64([7, -7, 7, -7, 0, 1, -1, 100]),
                                                        "b": i64([2, 2, -2, -2, 3, 3, 3, -9])})

    def pow_case(name, base, exponent, const=False):
        if const:
            s.one("pow_" + name, "Pow", ["a", "b"], {"a": base}, {"b": exponent})
        else:
            s.one("pow_" + name, "Pow", ["a", "b"], {"a": base, "b": exponent})

    pow_case("same", uniform(rng, [2, 3, 4, 5], 0.2, 3.0), uniform(rng, [2, 3, 4, 5], -2, 2))
    pow_case("c11_vs_nchw", uniform(rng, [2, 3, 4, 5], 0.2, 3.0), uniform(rng, [3, 1, 1], -2, 2))
    pow_case("negative_base_integer_exponents", uniform(rng, [3, 4], -3, 3), f32([[2.0], [3.0], [-1.0]]))
    pow_case("square_const", uniform(rng, [2, 3, 4], -3, 3), f32(2.0), const=True)
    pow_case("sqrt_const", uniform(rng, [2, 3, 4], 0, 4), f32(0.5), const=True)
    # Mixed types (opset 12+): a float base with an integer exponent.
    pow_case("int64_exponent", uniform(rng, [2, 5], -2, 2), i64(3), const=True)

    for op in ("Min", "Max"):
        low = op.lower()
        s.one("%s_same" % low, op, ["a", "b"], {"a": uniform(rng, [2, 3, 4, 5]), "b": uniform(rng, [2, 3, 4, 5])})
        s.one("%s_c11_vs_nchw" % low, op, ["a", "b"], {"a": uniform(rng, [2, 3, 4, 5]), "b": uniform(rng, [3, 1, 1])})
        s.one("%s_row_vs_col" % low, op, ["a", "b"], {"a": uniform(rng, [4, 1]), "b": uniform(rng, [1, 5])})
        s.one("%s_3_inputs" % low, op, ["a", "b", "c"],
              {"a": uniform(rng, [2, 3, 4, 5]), "b": uniform(rng, [3, 1, 1]), "c": uniform(rng, [5])})
        s.one("%s_1_input" % low, op, ["a"], {"a": uniform(rng, [3, 4])})
        s.one("%s_int64" % low, op, ["a", "b"], {"a": ints(rng, [3, 4], -9, 9), "b": ints(rng, [1, 4], -9, 9)})
    for op in ("Sum", "Mean"):
        low = op.lower()
        s.one("%s_1_input" % low, op, ["a"], {"a": uniform(rng, [3, 4])})
        s.one("%s_2_same" % low, op, ["a", "b"], {"a": uniform(rng, [2, 3, 4]), "b": uniform(rng, [2, 3, 4])})
        s.one("%s_3_broadcast" % low, op, ["a", "b", "c"],
              {"a": uniform(rng, [2, 3, 4, 5]), "b": uniform(rng, [3, 1, 1]), "c": uniform(rng, [1, 5])})
    # Also registered by the executor: Mod (integer and fmod) and Xor.
    s.one("mod_int64", "Mod", ["a", "b"],
          {"a": ints(rng, [4, 6], -30, 30), "b": nonzero_ints(rng, [6], 1, 7, np.int64)})
    s.one("mod_fmod_float", "Mod", ["a", "b"],
          {"a": uniform(rng, [4, 6], -10, 10), "b": away_from_zero(rng, [6], 0.5, 3)}, fmod=1)


def compare_logic_cases(s):
    rng = s.rng("compare")
    bool_out = np.bool_
    for op in ("Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual"):
        low = op.lower()
        # Small integer values as floats: equal pairs occur often, so the boundary is tested.
        a, b = ints(rng, [3, 4, 5], -2, 2).astype(np.float32), ints(rng, [3, 4, 5], -2, 2).astype(np.float32)
        s.one("%s_float_same" % low, op, ["a", "b"], {"a": a, "b": b}, out_types=bool_out)
        s.one("%s_float_row_vs_col" % low, op, ["a", "b"],
              {"a": ints(rng, [4, 1], -2, 2).astype(np.float32), "b": ints(rng, [1, 5], -2, 2).astype(np.float32)},
              out_types=bool_out)
        s.one("%s_int64_c11" % low, op, ["a", "b"],
              {"a": ints(rng, [2, 3, 4, 5], -2, 2), "b": ints(rng, [3, 1, 1], -2, 2)}, out_types=bool_out)
        s.one("%s_int32_scalar" % low, op, ["a", "b"],
              {"a": ints(rng, [3, 4], -2, 2, np.int32), "b": np.array(0, np.int32)}, out_types=bool_out)
    s.one("equal_bool", "Equal", ["a", "b"], {"a": rng.random([3, 4]) > 0.5, "b": rng.random([3, 4]) > 0.5},
          out_types=bool_out)
    s.one("not", "Not", ["x"], {"x": rng.random([3, 4, 5]) > 0.5})
    for op in ("And", "Or", "Xor"):
        low = op.lower()
        s.one("%s_same" % low, op, ["a", "b"], {"a": rng.random([3, 4]) > 0.5, "b": rng.random([3, 4]) > 0.5})
        s.one("%s_broadcast" % low, op, ["a", "b"], {"a": rng.random([2, 3, 4]) > 0.5, "b": rng.random([4]) > 0.5})

    def where(name, c_shape, x, y):
        s.one("where_" + name, "Where", ["c", "a", "b"], {"c": rng.random(c_shape) > 0.5, "a": x, "b": y},
              out_types=x.dtype)

    where("same", [2, 3, 4], uniform(rng, [2, 3, 4]), uniform(rng, [2, 3, 4]))
    where("broadcast_3way", [2, 3, 4], uniform(rng, [3, 4]), uniform(rng, [1]))
    where("cond_broadcast", [4], uniform(rng, [2, 3, 4]), uniform(rng, [2, 3, 1]))
    where("int64", [3, 1], ints(rng, [3, 5], -9, 9), ints(rng, [5], -9, 9))


# ---------------------------------------------------------------------------------------------------
# Reductions and pooling

REDUCE_OPS = ("ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceL2")


def reduce_cases(s):
    rng = s.rng("reduce")

    def data(op):
        # Products of 120 values near 1 stay well inside float range.
        return uniform(rng, [2, 3, 4, 5], 0.7, 1.3) if op == "ReduceProd" else uniform(rng, [2, 3, 4, 5], -2, 2)

    for op in REDUCE_OPS:
        low = op.lower()
        # Opset 13: axes is an attribute, except for ReduceSum (an input since 13).
        variants = [("axis1_keep", [1], 1), ("axis_m1_drop", [-1], 0), ("axes12_drop", [1, 2], 0),
                    ("axes_m3_m1_keep", [-3, -1], 1)]
        for vname, axes, keep in variants:
            if op == "ReduceSum":
                s.one("%s13_%s" % (low, vname), op, ["x", "axes"], {"x": data(op)}, {"axes": i64(axes)}, keepdims=keep)
            else:
                s.one("%s13_%s" % (low, vname), op, ["x"], {"x": data(op)}, axes=axes, keepdims=keep)
        s.one("%s13_all_keep" % low, op, ["x"], {"x": data(op)}, keepdims=1)
        s.one("%s13_all_drop" % low, op, ["x"], {"x": data(op)}, keepdims=0)
        # Opset 18: axes is an input for all of them.
        for vname, axes, keep in variants:
            s.one("%s18_%s" % (low, vname), op, ["x", "axes"], {"x": data(op)}, {"axes": i64(axes)}, opset=18,
                  keepdims=keep)
        s.one("%s18_no_axes_all" % low, op, ["x"], {"x": data(op)}, opset=18, keepdims=0)
        s.one("%s18_empty_axes_all" % low, op, ["x", "axes"], {"x": data(op)}, {"axes": i64([])}, opset=18)
        s.one("%s18_noop_with_empty_axes" % low, op, ["x"], {"x": data(op)}, opset=18, noop_with_empty_axes=1)
    # ReduceSum 13 with its axes input: empty (all, or identity with noop_with_empty_axes), omitted.
    x = uniform(rng, [2, 3, 4, 5], -2, 2)
    s.one("reducesum13_empty_axes_all", "ReduceSum", ["x", "axes"], {"x": x}, {"axes": i64([])}, keepdims=0)
    s.one("reducesum13_empty_axes_noop", "ReduceSum", ["x", "axes"], {"x": x}, {"axes": i64([])},
          noop_with_empty_axes=1)
    s.one("reducesum13_no_axes_noop", "ReduceSum", ["x"], {"x": x}, noop_with_empty_axes=1)
    s.one("reducesum13_runtime_axes", "ReduceSum", ["x", "axes"], {"x": x, "axes": i64([0, 2])}, keepdims=1)
    s.one("reducemax18_int64", "ReduceMax", ["x", "axes"], {"x": ints(rng, [3, 4, 5], -50, 50)}, {"axes": i64([1])},
          opset=18, keepdims=0)
    s.one("reducemean13_3d_axis1", "ReduceMean", ["x"], {"x": uniform(rng, [2, 6, 7])}, axes=[1])


def pool_cases(s):
    rng = s.rng("pool")
    for op in ("GlobalAveragePool", "GlobalMaxPool"):
        low = op.lower()
        s.one(low + "_4d", op, ["x"], {"x": uniform(rng, [2, 3, 5, 7])})
        s.one(low + "_3d", op, ["x"], {"x": uniform(rng, [2, 3, 9])})
        s.one(low + "_1x1", op, ["x"], {"x": uniform(rng, [1, 4, 1, 1])})

    def avg(name, x_shape, **attrs):
        s.one("averagepool_" + name, "AveragePool", ["x"], {"x": uniform(rng, x_shape)}, opset=11, **attrs)

    avg("k2_s2", [1, 3, 6, 6], kernel_shape=[2, 2], strides=[2, 2])
    avg("k3_s1_p1_exclude_pad", [1, 2, 5, 5], kernel_shape=[3, 3], pads=[1, 1, 1, 1])
    avg("k3_s1_p1_include_pad", [1, 2, 5, 5], kernel_shape=[3, 3], pads=[1, 1, 1, 1], count_include_pad=1)
    avg("k3_s2_ceil", [1, 2, 7, 8], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1)
    avg("k3_s2_p1_ceil_include_pad", [1, 2, 6, 6], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1],
        ceil_mode=1, count_include_pad=1)
    avg("k3_s2_p1_ceil_exclude_pad", [1, 2, 6, 6], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1],
        ceil_mode=1)
    avg("asym_pads", [2, 2, 5, 6], kernel_shape=[2, 3], pads=[0, 1, 1, 0])
    avg("1d_k3_s2_p1", [2, 3, 10], kernel_shape=[3], strides=[2], pads=[1, 1])
    avg("1d_k4_ceil", [1, 2, 9], kernel_shape=[4], strides=[3], ceil_mode=1)
    avg("same_upper_s2", [1, 2, 7, 7], kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER")
    avg("k5x3_s2x1", [1, 2, 9, 7], kernel_shape=[5, 3], strides=[2, 1])

    def maxpool(name, x_shape, indices=False, dtype=np.float32, **attrs):
        x = uniform(rng, x_shape) if dtype == np.float32 else ints(rng, x_shape, 0, 255, dtype)
        # Distinct values (a permutation), so the Indices output cannot depend on which of equal maxima wins.
        x = np.sort(x.ravel())[rng.permutation(x.size)].reshape(x_shape) if dtype == np.float32 else x
        outputs, types = (["y", "indices"], [dtype, np.int64]) if indices else (["y"], [dtype])
        s.one("maxpool_" + name, "MaxPool", ["x"], {"x": x}, outputs=outputs, out_types=types, opset=12, **attrs)

    maxpool("k2_s2", [1, 3, 6, 6], kernel_shape=[2, 2], strides=[2, 2])
    maxpool("k3_s2_p1", [2, 2, 7, 7], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])
    maxpool("k3_s2_ceil", [1, 2, 8, 8], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1)
    maxpool("k3_s1_dil2", [1, 2, 9, 9], kernel_shape=[3, 3], dilations=[2, 2])
    maxpool("k2_s1_asym_pads", [1, 2, 5, 5], kernel_shape=[2, 2], pads=[0, 0, 1, 1])
    maxpool("1d_k3_s2", [2, 3, 11], kernel_shape=[3], strides=[2], pads=[1, 1])
    maxpool("same_upper", [1, 2, 7, 7], kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER")
    maxpool("k2_s2_indices", [2, 3, 6, 6], indices=True, kernel_shape=[2, 2], strides=[2, 2])
    maxpool("k3_s2_p1_ceil_indices", [2, 2, 7, 8], indices=True, kernel_shape=[3, 3], strides=[2, 2],
            pads=[1, 1, 1, 1], ceil_mode=1)
    maxpool("uint8", [1, 2, 6, 6], dtype=np.uint8, kernel_shape=[2, 2], strides=[2, 2])


# ---------------------------------------------------------------------------------------------------
# Resize and Upsample


def resize_cases(s):
    rng = s.rng("resize")
    x = uniform(rng, [1, 2, 4, 5], -2, 2)
    x2 = uniform(rng, [2, 3, 5, 6], -2, 2)

    def resize(name, opset, data=x, scales=None, sizes=None, roi=None, tol=None, **attrs):
        """Resize with scales or sizes (one of them) as constants; opset 11 needs roi and scales inputs,
        empty when unused."""
        consts, inputs = {}, ["x"]
        if opset == 11:
            consts["roi"] = f32(roi if roi is not None else np.zeros([0]))
            consts["scales"] = f32(scales if scales is not None else np.zeros([0]))
            inputs += ["roi", "scales"]
        else:
            if roi is not None:
                consts["roi"] = f32(roi)
            if scales is not None:
                consts["scales"] = f32(scales)
            inputs += ["roi" if roi is not None else "", "scales" if scales is not None else ""]
        if sizes is not None:
            consts["sizes"] = i64(sizes)
            inputs.append("sizes")
        if tol is None and attrs.get("mode", "nearest") == "linear":
            tol = "transcendental"  # the brief's 1e-4 for linear interpolation: weights ORT rounds its own way
        s.one("resize%d_%s" % (opset, name), "Resize", inputs, {"x": data}, consts, opset=opset, tol=tol, **attrs)

    # Opset 11 as exporters write it.
    resize("nearest_asym_floor_x2", 11, scales=[1, 1, 2, 2], mode="nearest",
           coordinate_transformation_mode="asymmetric", nearest_mode="floor")
    resize("linear_align_corners_sizes", 11, sizes=[1, 2, 7, 9], mode="linear",
           coordinate_transformation_mode="align_corners")
    resize("linear_half_pixel_x2", 11, scales=[1, 1, 2, 2], mode="linear")
    resize("linear_pytorch_half_pixel_down", 11, x2, sizes=[2, 3, 3, 4], mode="linear",
           coordinate_transformation_mode="pytorch_half_pixel")
    # Opset 13: every nearest_mode where it matters: asymmetric x2 puts sources at k + 0.5 (ties) and
    # half_pixel downscaling by 2 does too.
    for nm in ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil"):
        resize("nearest_%s_asym_x2" % nm, 13, scales=[1, 1, 2, 2], mode="nearest",
               coordinate_transformation_mode="asymmetric", nearest_mode=nm)
        resize("nearest_%s_half_pixel_down" % nm, 13, x2, sizes=[2, 3, 2, 3], mode="nearest",
               coordinate_transformation_mode="half_pixel", nearest_mode=nm)
        resize("nearest_%s_half_pixel_1.7" % nm, 13, scales=[1, 1, 1.7, 1.7], mode="nearest", nearest_mode=nm)
    resize("nearest_align_corners_up", 13, sizes=[1, 2, 7, 9], mode="nearest",
           coordinate_transformation_mode="align_corners")
    resize("nearest_tf_half_pixel_for_nn", 13, scales=[1, 1, 1.5, 2.5], mode="nearest",
           coordinate_transformation_mode="tf_half_pixel_for_nn")
    resize("nearest_tf_half_pixel_for_nn_down", 13, x2, sizes=[2, 3, 3, 4], mode="nearest",
           coordinate_transformation_mode="tf_half_pixel_for_nn")
    resize("nearest_default_attrs_x3", 13, scales=[1, 1, 3, 3])
    resize("nearest_uint8_x2", 13, ints(rng, [1, 2, 3, 4], 0, 255, np.uint8), scales=[1, 1, 2, 2], mode="nearest")
    for ctm in ("half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric"):
        resize("linear_%s_up_scales" % ctm, 13, scales=[1, 1, 1.5, 2], mode="linear",
               coordinate_transformation_mode=ctm)
        resize("linear_%s_up_sizes" % ctm, 13, sizes=[1, 2, 7, 8], mode="linear", coordinate_transformation_mode=ctm)
        resize("linear_%s_down_sizes" % ctm, 13, x2, sizes=[2, 3, 3, 4], mode="linear",
               coordinate_transformation_mode=ctm)
        resize("linear_%s_down_scales_0.6" % ctm, 13, x2, scales=[1, 1, 0.6, 0.5], mode="linear",
               coordinate_transformation_mode=ctm)
    # pytorch_half_pixel maps an output of length 1 to source 0 (half_pixel would take the middle).
    resize("linear_pytorch_half_pixel_to_1", 13, sizes=[1, 2, 1, 3], mode="linear",
           coordinate_transformation_mode="pytorch_half_pixel")
    resize("linear_half_pixel_to_1", 13, sizes=[1, 2, 1, 3], mode="linear")
    # tf_crop_and_resize: roi in normalised coordinates [starts..., ends...]; beyond [0, 1] the
    # extrapolation_value is written.
    roi = [0, 0, 0.2, -0.1, 1, 1, 0.9, 1.3]
    resize("linear_tf_crop_and_resize", 13, sizes=[1, 2, 5, 6], roi=roi, mode="linear",
           coordinate_transformation_mode="tf_crop_and_resize", extrapolation_value=10.0)
    resize("nearest_tf_crop_and_resize", 13, sizes=[1, 2, 5, 6], roi=roi, mode="nearest",
           coordinate_transformation_mode="tf_crop_and_resize", extrapolation_value=-3.0)
    resize("linear_tf_crop_and_resize_scales", 13, scales=[1, 1, 1.5, 1.2], roi=[0, 0, 0.1, 0.1, 1, 1, 0.8, 0.7],
           mode="linear", coordinate_transformation_mode="tf_crop_and_resize")
    # Opset 18: axes selects the dimensions scales/sizes/roi speak about.
    resize("nearest_axes_scales", 18, scales=[2, 3], mode="nearest", axes=[2, 3])
    resize("linear_axes_sizes_w_only", 18, sizes=[9], mode="linear", axes=[3])
    resize("linear_half_pixel_up", 18, scales=[1, 1, 1.5, 2], mode="linear")
    # Opset 19: half_pixel_symmetric.
    resize("linear_half_pixel_symmetric_up", 19, sizes=[1, 2, 7, 8], mode="linear",
           coordinate_transformation_mode="half_pixel_symmetric")
    resize("linear_half_pixel_symmetric_down", 19, x2, sizes=[2, 3, 3, 4], mode="linear",
           coordinate_transformation_mode="half_pixel_symmetric")
    resize("nearest_half_pixel_symmetric_up", 19, scales=[1, 1, 1.5, 2.5], mode="nearest",
           coordinate_transformation_mode="half_pixel_symmetric")
    resize("linear_half_pixel_19", 19, scales=[1, 1, 2, 2], mode="linear")

    def upsample(name, scales, mode, tol=None):
        s.one("upsample9_" + name, "Upsample", ["x", "scales"], {"x": x}, {"scales": f32(scales)}, opset=9, mode=mode,
              tol=tol)

    upsample("nearest_x2", [1, 1, 2, 2], "nearest")
    upsample("nearest_1.5x2.5", [1, 1, 1.5, 2.5], "nearest")
    upsample("linear_x2x3", [1, 1, 2, 3], "linear", tol="transcendental")
    upsample("linear_1.5", [1, 1, 1.5, 1.5], "linear", tol="transcendental")


# ---------------------------------------------------------------------------------------------------
# Shape and layout ops


def concat_split_slice_cases(s):
    rng = s.rng("layout")
    s.one("concat_axis0", "Concat", ["a", "b", "c"],
          {"a": uniform(rng, [2, 3]), "b": uniform(rng, [1, 3]), "c": uniform(rng, [3, 3])}, axis=0)
    s.one("concat_axis1_nchw", "Concat", ["a", "b"], {"a": uniform(rng, [1, 2, 3, 3]), "b": uniform(rng, [1, 3, 3, 3])},
          axis=1)
    s.one("concat_axis_m1", "Concat", ["a", "b", "c"],
          {"a": uniform(rng, [2, 3, 2]), "b": uniform(rng, [2, 3, 5]), "c": uniform(rng, [2, 3, 1])}, axis=-1)
    s.one("concat_int64_shapes", "Concat", ["a", "b", "c"], {"a": i64([2, 3]), "b": i64([-1])}, {"c": i64([4])},
          axis=0)
    s.one("concat_axis2_with_const", "Concat", ["a", "b"], {"a": uniform(rng, [2, 3, 4])},
          {"b": uniform(rng, [2, 3, 2])}, axis=2)

    def split(name, data, outputs, opset, split_sizes=None, as_input=False, **attrs):
        inputs, consts = ["x"], {}
        if split_sizes is not None and as_input:
            consts["split"] = i64(split_sizes)
            inputs.append("split")
        elif split_sizes is not None:
            attrs["split"] = split_sizes
        outs = ["y%d" % i for i in range(outputs)]
        s.one("split%d_%s" % (opset, name), "Split", inputs, {"x": data}, consts, outputs=outs, opset=opset, **attrs)

    split("attr_uneven_axis1", uniform(rng, [2, 6, 4]), 3, 11, [2, 3, 1], axis=1)
    split("equal_axis0", uniform(rng, [6, 3]), 3, 11)
    split("equal_axis_m1", uniform(rng, [3, 2, 8]), 2, 11, axis=-1)
    split("input_uneven_axis_m1", uniform(rng, [3, 5]), 2, 13, [1, 4], as_input=True, axis=-1)
    split("equal_no_input", uniform(rng, [4, 6]), 2, 13, axis=1)
    split("int64_input", ints(rng, [6, 2], -9, 9), 3, 13, [1, 2, 3], as_input=True)
    split("num_outputs_uneven", uniform(rng, [2, 7, 3]), 3, 18, axis=1, num_outputs=3)
    split("num_outputs_even", uniform(rng, [2, 6]), 2, 18, axis=-1, num_outputs=2)
    split("input_sizes", uniform(rng, [5, 4]), 2, 18, [3, 2], as_input=True)

    data = uniform(rng, [4, 5, 6])

    def slice9(name, **attrs):
        s.one("slice9_" + name, "Slice", ["x"], {"x": data}, opset=9, **attrs)

    slice9("axes", starts=[1, 0], ends=[3, -1], axes=[0, 2])
    slice9("no_axes", starts=[0, 1, 2], ends=[2, 4, 6])
    slice9("ends_beyond", starts=[1], ends=[1000], axes=[1])
    slice9("negative_starts", starts=[-3, -2], ends=[-1, 100], axes=[1, 2])

    def slice13(name, starts, ends, axes=None, steps=None, dtype=np.int64, d=data):
        consts = {"starts": np.array(starts, dtype), "ends": np.array(ends, dtype)}
        inputs = ["x", "starts", "ends"]
        if axes is not None:
            consts["axes"] = np.array(axes, dtype)
        if steps is not None:
            consts["steps"] = np.array(steps, dtype)
        inputs += ["axes" if axes is not None else "", "steps" if steps is not None else ""]
        while inputs[-1] == "":
            inputs.pop()
        s.one("slice13_" + name, "Slice", inputs, {"x": d}, consts)

    slice13("negative_starts_ends", [-3], [-1], [1])
    slice13("reverse_all", [-1], [INT64_MIN], [2], [-1])
    slice13("reverse_two_axes", [INT64_MAX, -1], [INT64_MIN, INT64_MIN], [0, 1], [-1, -1])
    slice13("step2", [0, 1], [INT64_MAX, INT64_MAX], [1, 2], [2, 2])
    slice13("step_m2_partial", [4], [0], [2], [-2])
    slice13("int64_max_end", [2], [INT64_MAX], [1])
    slice13("axes_omitted", [1, 0, 2], [3, 5, 5])
    slice13("negative_axes", [1, 1], [-1, 3], [-1, -3])
    slice13("ends_clamped", [-100, 2], [100, 1000], [0, 2])
    slice13("empty_result", [3], [1], [1])
    slice13("int32_indices", [1, -4], [3, -1], [0, 2], [1, 1], dtype=np.int32)
    slice13("nchw_channels", [1], [3], [1], d=uniform(rng, [2, 4, 3, 3]))
    s.one("slice13_runtime_starts", "Slice", ["x", "starts", "ends", "axes"], {"x": data, "starts": i64([1, 2])},
          {"ends": i64([3, 6]), "axes": i64([0, 2])})


def gather_reshape_cases(s):
    rng = s.rng("gather_reshape")
    d = uniform(rng, [5, 4])
    d3 = uniform(rng, [2, 3, 4])
    s.one("gather_axis0_int64", "Gather", ["x", "i"], {"x": d}, {"i": i64([4, 0, 2])}, axis=0)
    s.one("gather_axis1_int32_2d", "Gather", ["x", "i"], {"x": d, "i": np.array([[0, 3], [2, 2]], np.int32)}, axis=1)
    s.one("gather_axis_m1", "Gather", ["x", "i"], {"x": d3}, {"i": i64([3, 1])}, axis=-1)
    s.one("gather_negative_indices", "Gather", ["x", "i"], {"x": d, "i": i64([-1, -5, 1])}, axis=0)
    s.one("gather_scalar_axis0", "Gather", ["x", "i"], {"x": d}, {"i": i64(2)}, axis=0)
    s.one("gather_scalar_axis1_3d", "Gather", ["x", "i"], {"x": d3}, {"i": i64(-1)}, axis=1)
    s.one("gather_int64_data_scalar", "Gather", ["x", "i"], {"x": i64([2, 3, 4, 5])}, {"i": i64(1)}, axis=0)
    s.one("gather_int32_indices_negative", "Gather", ["x", "i"], {"x": d3, "i": np.array([-2, 0], np.int32)}, axis=1)

    def reshape(name, data, shape, runtime=False, opset=13, **attrs):
        if runtime:
            s.one("reshape_" + name, "Reshape", ["x", "shape"], {"x": data, "shape": i64(shape)}, opset=opset, **attrs)
        else:
            s.one("reshape_" + name, "Reshape", ["x", "shape"], {"x": data}, {"shape": i64(shape)}, opset=opset,
                  **attrs)

    reshape("zero_and_minus1", d3, [0, -1])
    reshape("flat_minus1", d3, [-1])
    reshape("zero_middle", d3, [4, 0, -1])
    reshape("split_dims", d3, [2, 2, -1, 3])
    reshape("int64_data", ints(rng, [2, 6], -9, 9), [3, 4])
    reshape("allowzero_plain", uniform(rng, [3, 8]), [4, 6], opset=14, allowzero=1)
    reshape("allowzero0_copies", d3, [0, 0, 4], opset=14, allowzero=0)
    # allowzero=1: a 0 in the shape is a real zero-length dimension (the input has no elements).
    reshape("allowzero_empty", np.zeros([0, 3], np.float32), [3, 0], opset=14, allowzero=1)
    reshape("runtime_shape", d3, [6, -1], runtime=True)

    # The pattern exporters write for x.view(x.size(0), -1): Shape -> Gather -> Unsqueeze -> Concat -> Reshape.
    nodes = [helper.make_node("Shape", ["x"], ["s"], name="shape_node"),
             helper.make_node("Gather", ["s", "zero"], ["n"], name="gather_node", axis=0),
             helper.make_node("Unsqueeze", ["n", "axes0"], ["n1"], name="unsqueeze_node"),
             helper.make_node("Concat", ["n1", "minus1"], ["target"], name="concat_node", axis=0),
             helper.make_node("Reshape", ["x", "target"], ["y"], name="reshape_node")]
    s.add("reshape_dynamic_flatten_pattern", "Reshape", nodes, {"x": uniform(rng, [3, 2, 4, 5])},
          {"zero": i64(0), "axes0": i64([0]), "minus1": i64([-1])})

    x4 = uniform(rng, [2, 3, 4, 5])
    for axis in (0, 1, 3, -1):
        s.one("flatten_axis%s" % str(axis).replace("-", "m"), "Flatten", ["x"], {"x": x4}, axis=axis)
    s.one("flatten_default", "Flatten", ["x"], {"x": x4})
    s.one("transpose_default_perm", "Transpose", ["x"], {"x": d3})
    for perm in ([0, 2, 3, 1], [0, 3, 1, 2], [2, 0, 3, 1], [3, 2, 1, 0]):
        s.one("transpose_%s" % "".join(map(str, perm)), "Transpose", ["x"], {"x": x4}, perm=perm)
    s.one("transpose_2d", "Transpose", ["x"], {"x": d}, perm=[1, 0])
    s.one("transpose_5d_shuffle", "Transpose", ["x"], {"x": uniform(rng, [1, 2, 3, 4, 5])}, perm=[0, 2, 1, 3, 4])
    s.one("transpose_int64", "Transpose", ["x"], {"x": ints(rng, [2, 3, 4], -9, 9)}, perm=[1, 2, 0])


def squeeze_expand_pad_cases(s):
    rng = s.rng("squeeze_expand_pad")
    x = uniform(rng, [1, 3, 1, 4])
    s.one("squeeze11_axis1", "Squeeze", ["x"], {"x": uniform(rng, [2, 1, 4])}, opset=11, axes=[1])
    s.one("squeeze11_axis_m2", "Squeeze", ["x"], {"x": x}, opset=11, axes=[-2])
    s.one("squeeze11_all_ones", "Squeeze", ["x"], {"x": x}, opset=11)
    s.one("squeeze13_axes02", "Squeeze", ["x", "axes"], {"x": x}, {"axes": i64([0, 2])})
    s.one("squeeze13_negative", "Squeeze", ["x", "axes"], {"x": x}, {"axes": i64([-2])})
    s.one("squeeze13_no_axes", "Squeeze", ["x"], {"x": x})
    s.one("squeeze13_to_scalar", "Squeeze", ["x", "axes"], {"x": f32([2.5])}, {"axes": i64([0])})
    y = uniform(rng, [3, 4])
    s.one("unsqueeze11_axes03", "Unsqueeze", ["x"], {"x": y}, opset=11, axes=[0, 3])
    s.one("unsqueeze11_axis_m1", "Unsqueeze", ["x"], {"x": y}, opset=11, axes=[-1])
    s.one("unsqueeze13_unsorted", "Unsqueeze", ["x", "axes"], {"x": y}, {"axes": i64([3, 0])})
    s.one("unsqueeze13_negative", "Unsqueeze", ["x", "axes"], {"x": y}, {"axes": i64([1, -1])})
    s.one("unsqueeze13_scalar", "Unsqueeze", ["x", "axes"], {"x": i64(7)}, {"axes": i64([0])})

    def expand(name, data, shape):
        s.one("expand_" + name, "Expand", ["x", "shape"], {"x": data}, {"shape": i64(shape)})

    expand("col_to_3d", uniform(rng, [3, 1]), [2, 3, 4])
    expand("bidirectional", uniform(rng, [1, 4]), [3, 1])
    expand("ones_keep", uniform(rng, [3, 4]), [1, 1])
    expand("shorter_shape", uniform(rng, [2, 3, 1]), [5])
    expand("int64", ints(rng, [1, 3], -9, 9), [2, 3])
    s.one("expand_runtime_shape", "Expand", ["x", "shape"], {"x": uniform(rng, [3, 1]), "shape": i64([3, 5])})

    def tile(name, data, repeats):
        s.one("tile_" + name, "Tile", ["x", "r"], {"x": data}, {"r": i64(repeats)})

    tile("2d", uniform(rng, [2, 3]), [2, 3])
    tile("4d", uniform(rng, [1, 2, 3, 2]), [1, 2, 1, 3])
    tile("int64_1d", ints(rng, [3], -9, 9), [4])
    tile("ones", uniform(rng, [2, 3]), [1, 1])

    p = uniform(rng, [1, 2, 4, 5])

    def pad(name, opset, pads, data=p, value=None, axes=None, **attrs):
        consts, inputs = {"pads": i64(pads)}, ["x", "pads"]
        if value is not None:
            consts["value"] = np.array(value, data.dtype)
        if value is not None or axes is not None:
            inputs.append("value" if value is not None else "")
        if axes is not None:
            consts["axes"] = i64(axes)
            inputs.append("axes")
        s.one("pad%d_%s" % (opset, name), "Pad", inputs, {"x": data}, consts, opset=opset, **attrs)

    pad("constant_value", 11, [0, 0, 1, 2, 0, 0, 2, 1], value=1.5)
    pad("constant_default_zero", 11, [0, 1, 1, 0, 0, 0, 0, 2])
    pad("reflect", 11, [0, 0, 2, 1, 0, 0, 1, 3], mode="reflect")
    pad("edge", 11, [0, 0, 2, 3, 0, 0, 1, 2], mode="edge")
    pad("constant_negative_pads", 11, [0, 0, -1, 2, 0, 0, 1, -2], value=-0.5)
    pad("edge_negative_pads", 11, [0, 0, 1, -1, 0, 0, -2, 2], mode="edge")
    pad("2d_int64", 11, [1, 2, 0, 1], data=ints(rng, [3, 4], -9, 9), value=-7)
    pad("axes_hw", 18, [1, 2, 2, 1], axes=[2, 3], mode="constant")
    pad("axes_negative_reflect", 18, [2, 1], axes=[-1], mode="reflect")
    pad("wrap", 19, [0, 0, 1, 2, 0, 0, 2, 1], mode="wrap")
    pad("wrap_axes", 19, [3, 1], axes=[2], mode="wrap")


def shape_cast_const_cases(s):
    rng = s.rng("shape_cast")
    x = uniform(rng, [2, 3, 4, 5])
    s.one("shape13", "Shape", ["x"], {"x": x}, out_types=np.int64)
    s.one("shape15_start1", "Shape", ["x"], {"x": x}, opset=15, start=1, out_types=np.int64)
    s.one("shape15_end_m1", "Shape", ["x"], {"x": x}, opset=15, end=-1, out_types=np.int64)
    s.one("shape15_start_m2", "Shape", ["x"], {"x": x}, opset=15, start=-2, out_types=np.int64)
    s.one("shape15_end_clamped", "Shape", ["x"], {"x": x}, opset=15, start=1, end=10, out_types=np.int64)
    s.one("shape15_empty", "Shape", ["x"], {"x": x}, opset=15, start=3, end=1, out_types=np.int64)
    s.one("size", "Size", ["x"], {"x": uniform(rng, [2, 3, 4])}, out_types=np.int64)
    s.one("size_int64_scalar", "Size", ["x"], {"x": i64(5)}, out_types=np.int64)

    # Fractions and negatives: float -> int truncates toward zero; in range for every target.
    frac = f32([-3.7, -2.5, -1.2, -0.9, -0.0, 0.0, 0.4, 0.5, 1.5, 2.99, 7.25, 100.6, -100.6])
    casts = [
        ("float_to_int64", frac, TensorProto.INT64, np.int64),
        ("float_to_int32", frac, TensorProto.INT32, np.int32),
        ("float_to_int8", frac, TensorProto.INT8, np.int8),
        ("float_to_uint8", f32([0, 0.3, 0.99, 1.5, 17.9, 128.5, 254.99, 255]), TensorProto.UINT8, np.uint8),
        ("float_to_bool", f32([0, -0.0, 1e-30, -2.5, 3, 0.5]), TensorProto.BOOL, np.bool_),
        ("float_to_double", uniform(rng, [3, 4], -100, 100), TensorProto.DOUBLE, np.float64),
        ("double_to_float", rng.uniform(-100, 100, [3, 4]), TensorProto.FLOAT, np.float32),
        ("int64_to_float", ints(rng, [3, 4], -1000, 1000), TensorProto.FLOAT, np.float32),
        ("int64_to_int32", ints(rng, [3, 4], -100000, 100000), TensorProto.INT32, np.int32),
        ("int32_to_int64", ints(rng, [3, 4], -100000, 100000, np.int32), TensorProto.INT64, np.int64),
        ("uint8_to_float", ints(rng, [3, 4], 0, 255, np.uint8), TensorProto.FLOAT, np.float32),
        ("bool_to_float", rng.random([3, 4]) > 0.5, TensorProto.FLOAT, np.float32),
        ("bool_to_int64", rng.random([3, 4]) > 0.5, TensorProto.INT64, np.int64),
        ("int64_to_bool", ints(rng, [3, 4], -2, 2), TensorProto.BOOL, np.bool_),
        ("float_to_float", uniform(rng, [3, 4]), TensorProto.FLOAT, np.float32),
    ]
    for name, data, to, out_type in casts:
        s.one("cast_" + name, "Cast", ["x"], {"x": data}, to=to, out_types=out_type)

    def constant_of_shape(name, value, out_type):
        attrs = {} if value is None else {"value": numpy_helper.from_array(value, "value")}
        nodes = [helper.make_node("Shape", ["x"], ["s"], name="shape_node"),
                 helper.make_node("ConstantOfShape", ["s"], ["y"], name="constantofshape_node", **attrs)]
        s.add("constantofshape_" + name, "ConstantOfShape", nodes, {"x": uniform(rng, [2, 3, 4])}, out_types=out_type)

    constant_of_shape("float", f32([3.5]), np.float32)
    constant_of_shape("int64", i64([7]), np.int64)
    constant_of_shape("absent", None, np.float32)
    s.one("constantofshape_runtime_shape", "ConstantOfShape", ["shape"], {"shape": i64([2, 3, 4])},
          value=numpy_helper.from_array(f32([-1.25]), "value"), out_types=np.float32)

    def constant(name, attrs, consumer, consumer_inputs, data, **consumer_attrs):
        nodes = [helper.make_node("Constant", [], ["c"], name="constant_node", **attrs),
                 helper.make_node(consumer, consumer_inputs, ["y"], name="consumer_node", **consumer_attrs)]
        s.add("constant_" + name, "Constant", nodes, {"x": data})

    constant("value_tensor", {"value": numpy_helper.from_array(uniform(rng, [2, 3]), "value")}, "Add", ["x", "c"],
             uniform(rng, [2, 3]))
    constant("value_float", {"value_float": 2.5}, "Mul", ["x", "c"], uniform(rng, [2, 3]))
    constant("value_floats", {"value_floats": [1.0, -2.0, 0.5]}, "Add", ["x", "c"], uniform(rng, [2, 3]))
    constant("value_ints", {"value_ints": [3, -1]}, "Reshape", ["x", "c"], uniform(rng, [2, 3, 2]))
    constant("value_int", {"value_int": 1}, "Gather", ["x", "c"], uniform(rng, [3, 4]), axis=0)

    s.one("identity_float", "Identity", ["x"], {"x": uniform(rng, [2, 3])})
    s.one("identity_int64", "Identity", ["x"], {"x": ints(rng, [4], -9, 9)})
    s.one("identity_bool", "Identity", ["x"], {"x": rng.random([3, 2]) > 0.5})
    s.one("dropout_inference", "Dropout", ["x"], {"x": uniform(rng, [2, 3, 4])})

    def range_case(name, start, limit, delta, dtype):
        s.one("range_" + name, "Range", ["start", "limit", "delta"],
              {"start": np.array(start, dtype), "limit": np.array(limit, dtype), "delta": np.array(delta, dtype)})

    range_case("float", 0.5, 5.0, 0.7, np.float32)
    range_case("float_negative_delta", 3.0, -2.0, -0.5, np.float32)
    range_case("int64", 0, 7, 1, np.int64)
    range_case("int64_negative_delta", 10, -3, -4, np.int64)
    range_case("int64_empty", 5, 5, 1, np.int64)
    range_case("int32", -3, 9, 4, np.int32)


def arg_topk_cases(s):
    rng = s.rng("arg_topk")
    # Small integers as floats: many ties, so select_last_index and first-index rules matter.
    ties = ints(rng, [3, 4, 5], -2, 2).astype(np.float32)
    distinct = uniform(rng, [3, 4, 5])
    for op in ("ArgMax", "ArgMin"):
        low = op.lower()

        def arg(name, data, **attrs):
            s.one("%s_%s" % (low, name), op, ["x"], {"x": data}, out_types=np.int64, **attrs)

        arg("axis1_keep", distinct, axis=1)
        arg("axis_m1_drop", distinct, axis=-1, keepdims=0)
        arg("default_axis0", distinct)
        arg("ties_first", ties, axis=2)
        arg("ties_last", ties, axis=2, select_last_index=1)
        arg("ties_last_drop_axis0", ties, axis=0, keepdims=0, select_last_index=1)
        arg("int64", ints(rng, [4, 6], -3, 3), axis=1)

    def topk(name, data, k, **attrs):
        s.one("topk_" + name, "TopK", ["x", "k"], {"x": data}, {"k": i64([k])}, outputs=["values", "indices"],
              out_types=[data.dtype, np.int64], opset=11, **attrs)

    d = uniform(rng, [3, 10])
    topk("largest_axis_m1", d, 3)
    topk("smallest", d, 4, largest=0)
    topk("axis0", uniform(rng, [6, 4]), 2, axis=0)
    topk("axis1_3d", uniform(rng, [2, 5, 3]), 2, axis=1)
    # Ties: among equal values the lower index comes first (ORT's and the spec's rule).
    topk("ties_largest", ints(rng, [4, 9], -2, 2).astype(np.float32), 4)
    topk("ties_smallest", ints(rng, [4, 9], -2, 2).astype(np.float32), 4, largest=0)
    topk("int64", ints(rng, [3, 8], -50, 50), 2)
    topk("k_full", uniform(rng, [2, 6]), 6)
    # sorted=0 leaves the order unspecified: with k=1 there is only one order to compare.
    topk("unsorted_k1", d, 1, sorted=0)
    s.one("topk_runtime_k", "TopK", ["x", "k"], {"x": d, "k": i64([2])}, outputs=["values", "indices"],
          out_types=[np.float32, np.int64], opset=11)

    x = uniform(rng, [1, 8, 3, 4])
    s.one("depthtospace_dcr", "DepthToSpace", ["x"], {"x": x}, blocksize=2, mode="DCR")
    s.one("depthtospace_crd", "DepthToSpace", ["x"], {"x": x}, blocksize=2, mode="CRD")
    s.one("depthtospace_default_mode", "DepthToSpace", ["x"], {"x": x}, blocksize=2)
    s.one("depthtospace_dcr_b3", "DepthToSpace", ["x"], {"x": uniform(rng, [2, 18, 2, 3])}, blocksize=3, mode="DCR")
    s.one("depthtospace_crd_b3", "DepthToSpace", ["x"], {"x": uniform(rng, [2, 18, 2, 3])}, blocksize=3, mode="CRD")
    s.one("spacetodepth_b2", "SpaceToDepth", ["x"], {"x": uniform(rng, [1, 2, 4, 6])}, blocksize=2)
    s.one("spacetodepth_b3", "SpaceToDepth", ["x"], {"x": uniform(rng, [2, 3, 6, 3])}, blocksize=3)


# ---------------------------------------------------------------------------------------------------
# Quantization

QRANGE = {np.uint8: (0, 255), np.int8: (-128, 127), np.uint16: (0, 65535), np.int16: (-32768, 32767)}


def weight_range(x_type, w_type):
    """The int8 weights of a uint8 × int8 product stay within 7 bits: on x86 CPUs without VNNI, ONNX
    Runtime's u8s8 kernels add pairs of products in saturating 16-bit lanes (255·127·2 > 32767), so the
    oracle would depart from the ONNX specification on some machines. ORT's quantizer avoids it the same
    way (reduce_range). Full-range int8 weights are still checked with int8 inputs (s8s8)."""
    if x_type == np.uint8 and w_type == np.int8:
        return -64, 63
    return QRANGE[w_type]


def quantize_linear_cases(s):
    rng = s.rng("quantize")

    def q(name, x, scale, zp=None, opset=13, domain="", out_type=None, **attrs):
        consts, inputs = {"scale": f32(scale)}, ["x", "scale"]
        if zp is not None:
            consts["zp"] = zp
            inputs.append("zp")
        out_type = out_type or (zp.dtype if zp is not None else np.uint8)
        s.one(name, "QuantizeLinear", inputs, {"x": x}, consts, opset=opset, domain=domain, out_types=out_type,
              **attrs)

    wide = uniform(rng, [2, 3, 4, 4], -8, 8)  # beyond the range of every 8-bit case: both ends saturate
    q("quantizelinear10_uint8", wide, 0.05, np.uint8(128), opset=10)
    q("quantizelinear10_int8", wide, 0.1, np.int8(-3), opset=10)
    q("quantizelinear10_no_zp", wide, 0.04, opset=10)
    # Exactly k + 0.5 steps (power-of-two scale: x / scale is exact): ties go to the even level.
    half_steps = (np.arange(-12, 12, dtype=np.float32) + 0.5) * np.float32(0.5)
    q("quantizelinear10_ties_uint8", half_steps, 0.5, np.uint8(10), opset=10)
    q("quantizelinear10_ties_int8", half_steps, 0.5, np.int8(0), opset=10)
    # Saturation at both ends, including values that round onto and just past the limits.
    edges = f32([-1e4, -129.0, -128.5, -128.0, -127.5, 126.5, 127.0, 127.5, 128.0, 1e4])
    q("quantizelinear10_saturate_int8", edges, 1.0, np.int8(0), opset=10)
    q("quantizelinear10_saturate_uint8", edges + 128, 1.0, np.uint8(0), opset=10)
    # Opset 13: per axis.
    x4 = uniform(rng, [2, 3, 4, 4], -3, 3)
    q("quantizelinear13_per_axis1_uint8", x4, [0.02, 0.03, 0.05], np.array([120, 128, 135], np.uint8), axis=1)
    q("quantizelinear13_per_axis_default_int8", x4, [0.02, 0.03, 0.05], np.array([0, -5, 3], np.int8))
    q("quantizelinear13_per_axis0_int8", uniform(rng, [3, 5], -3, 3), [0.01, 0.02, 0.04], np.array([0, 1, -1], np.int8),
      axis=0)
    q("quantizelinear13_per_axis_m1", uniform(rng, [4, 3], -3, 3), [0.01, 0.02, 0.04], np.array([5, 0, 250], np.uint8),
      axis=-1)
    q("quantizelinear13_per_tensor", x4, 0.03, np.uint8(127))
    # Opset 19 and 21 (16-bit types from 21).
    q("quantizelinear19_uint8", x4, 0.025, np.uint8(131), opset=19)
    q("quantizelinear19_per_axis_int8", x4, [0.02, 0.03, 0.05], np.array([1, 2, 3], np.int8), opset=19, axis=1)
    q("quantizelinear21_uint16", wide, 0.0003, np.uint16(30000), opset=21)
    q("quantizelinear21_int16_per_axis", x4, [0.0001, 0.0002, 0.00005], np.array([0, 100, -100], np.int16), opset=21,
      axis=1)
    q("quantizelinear21_ties_uint16", half_steps, 0.5, np.uint16(40), opset=21)
    q("quantizelinear21_saturate_int16", f32([-1e6, -32769, -32768.5, 32766.5, 32767.5, 1e6]), 1.0, np.int16(0),
      opset=21)
    q("quantizelinear21_no_zp", wide, 0.05, opset=21)
    # com.microsoft QuantizeLinear (16-bit before opset 21), imported next to opset 13.
    q("ms_quantizelinear_uint16", wide, 0.0003, np.uint16(32768), opset=1, domain="com.microsoft")
    q("ms_quantizelinear_int16", wide, 0.0004, np.int16(-5), opset=1, domain="com.microsoft")
    q("ms_quantizelinear_uint16_per_axis", x4, [0.0001, 0.0002, 0.0003], np.array([30000, 32768, 35000], np.uint16),
      opset=1, domain="com.microsoft", axis=1)
    q("ms_quantizelinear_ties_int16", half_steps, 0.5, np.int16(0), opset=1, domain="com.microsoft")


def dequantize_linear_cases(s):
    rng = s.rng("dequantize")

    def dq(name, x, scale, zp=None, opset=13, domain="", **attrs):
        consts, inputs = {"scale": f32(scale)}, ["x", "scale"]
        if zp is not None:
            consts["zp"] = zp
            inputs.append("zp")
        s.one(name, "DequantizeLinear", inputs, {"x": x}, consts, opset=opset, domain=domain, out_types=np.float32,
              **attrs)

    def qdata(dtype, shape):
        lo, hi = QRANGE[dtype]
        return ints(rng, shape, lo, hi, dtype)

    dq("dequantizelinear10_uint8", qdata(np.uint8, [2, 3, 4]), 0.05, np.uint8(128), opset=10)
    dq("dequantizelinear10_int8", qdata(np.int8, [2, 3, 4]), 0.1, np.int8(-3), opset=10)
    dq("dequantizelinear10_no_zp", qdata(np.uint8, [2, 3, 4]), 0.04, opset=10)
    dq("dequantizelinear10_int32", ints(rng, [6], -100000, 100000, np.int32), 0.0002, opset=10)
    dq("dequantizelinear13_per_axis1_uint8", qdata(np.uint8, [2, 3, 4, 4]), [0.02, 0.03, 0.05],
       np.array([120, 128, 135], np.uint8), axis=1)
    dq("dequantizelinear13_per_axis0_int8", qdata(np.int8, [3, 5]), [0.01, 0.02, 0.04], np.array([0, 1, -1], np.int8),
       axis=0)
    dq("dequantizelinear13_per_axis_int32_bias", ints(rng, [6], -100000, 100000, np.int32),
       uniform(rng, [6], 1e-5, 1e-3), axis=0)
    dq("dequantizelinear13_per_tensor_int8_no_zp", qdata(np.int8, [4, 4]), 0.125)
    dq("dequantizelinear19_uint8", qdata(np.uint8, [2, 3, 4]), 0.025, np.uint8(131), opset=19)
    dq("dequantizelinear19_per_axis_int8", qdata(np.int8, [2, 3, 4, 4]), [0.02, 0.03, 0.05],
       np.array([1, 2, 3], np.int8), opset=19, axis=1)
    dq("dequantizelinear21_uint16", qdata(np.uint16, [2, 3, 4]), 0.0003, np.uint16(30000), opset=21)
    dq("dequantizelinear21_int16_per_axis", qdata(np.int16, [2, 3, 4, 4]), [0.0001, 0.0002, 0.00005],
       np.array([0, 100, -100], np.int16), opset=21, axis=1)
    dq("ms_dequantizelinear_uint16", qdata(np.uint16, [2, 3, 4]), 0.0003, np.uint16(32768), opset=1,
       domain="com.microsoft")
    dq("ms_dequantizelinear_int16", qdata(np.int16, [2, 3, 4]), 0.0004, np.int16(-5), opset=1, domain="com.microsoft")
    dq("ms_dequantizelinear_int16_per_axis", qdata(np.int16, [2, 3, 4, 4]), [0.0001, 0.0002, 0.0003],
       np.array([0, 10, -10], np.int16), opset=1, domain="com.microsoft", axis=1)

    def dyn(name, x):
        s.one("dynamicquantizelinear_" + name, "DynamicQuantizeLinear", ["x"], {"x": x},
              outputs=["y", "y_scale", "y_zero_point"], out_types=[np.uint8, np.float32, np.uint8], opset=11)

    dyn("mixed_sign", uniform(rng, [3, 4], -2, 3))
    dyn("all_positive", uniform(rng, [2, 5], 0.5, 3))  # the range is widened to include 0
    dyn("all_negative", uniform(rng, [2, 5], -3, -0.5))
    dyn("large", uniform(rng, [8, 64], -6, 2))


def conv_ref(x, w, strides, pads, group):
    """Float64 2-D convolution (NCHW, pads [top, left, bottom, right]); only used to pick output scales
    that keep quantized results inside their range."""
    x = np.pad(x, ((0, 0), (0, 0), (pads[0], pads[2]), (pads[1], pads[3])))
    n, _, h, wd = x.shape
    m, cg, kh, kw = w.shape
    oh, ow = (h - kh) // strides[0] + 1, (wd - kw) // strides[1] + 1
    out = np.zeros([n, m, oh, ow])
    mg = m // group
    for g in range(group):
        xs, ws = x[:, g * cg:(g + 1) * cg], w[g * mg:(g + 1) * mg]
        for i in range(kh):
            for j in range(kw):
                patch = xs[:, :, i:i + strides[0] * oh:strides[0], j:j + strides[1] * ow:strides[1]]
                out[:, g * mg:(g + 1) * mg] += np.einsum("nchw,mc->nmhw", patch, ws[:, :, i, j])
    return out


def qlinear_cases(s):
    rng = s.rng("qlinear")

    def qconv(name, x_type, w_type, x_shape, w_shape, per_channel=False, bias=True, group=1, strides=(1, 1),
              pads=(0, 0, 0, 0)):
        m = w_shape[0]
        x_lo, x_hi = QRANGE[x_type]
        w_lo, w_hi = weight_range(x_type, w_type)
        x = ints(rng, x_shape, x_lo, x_hi, x_type)
        w = ints(rng, w_shape, w_lo, w_hi, w_type)
        x_scale, x_zp = np.float32(0.02), np.array((x_lo + x_hi + 1) // 2 - 5, x_type)
        if per_channel:
            # Per-channel weights are symmetric (zero point 0), as quantizers write them.
            w_scale, w_zp = uniform(rng, [m], 0.003, 0.01), np.zeros([m], w_type)
        else:
            w_scale, w_zp = np.float32(0.006), np.array((w_lo + w_hi + 1) // 2 + 3, w_type)
        b = ints(rng, [m], -3000, 3000, np.int32)
        per_m = [-1, 1, 1, 1] if per_channel else []  # broadcast shape of weight scale and zero point
        w_real = (w.astype(np.float64) - np.reshape(w_zp, per_m)) * np.reshape(w_scale, per_m)
        real = conv_ref((x.astype(np.float64) - x_zp) * x_scale, w_real, strides, pads, group)
        if bias:
            real += (b * x_scale * np.asarray(w_scale, np.float64)).reshape(1, -1, 1, 1)
        # The output scale covers the real range with a little room: most results land inside, a few saturate.
        y_scale = np.float32((real.max() - real.min()) / 240.0)
        y_zp = np.array(np.clip(np.round(-real.min() / y_scale) + x_lo + 5, x_lo, x_hi), x_type)
        consts = {"x_scale": x_scale, "x_zp": x_zp, "w": w, "w_scale": np.asarray(w_scale, np.float32), "w_zp": w_zp,
                  "y_scale": y_scale, "y_zp": y_zp}
        inputs = ["x", "x_scale", "x_zp", "w", "w_scale", "w_zp", "y_scale", "y_zp"]
        if bias:
            consts["b"] = b
            inputs.append("b")
        s.one("qlinearconv_" + name, "QLinearConv", inputs, {"x": x}, consts, opset=10, out_types=x_type,
              group=group, strides=list(strides), pads=list(pads))

    qconv("u8u8_per_tensor_pad1", np.uint8, np.uint8, [1, 4, 7, 7], [6, 4, 3, 3], pads=(1, 1, 1, 1))
    qconv("u8s8_per_channel_s2_nobias", np.uint8, np.int8, [1, 4, 9, 9], [6, 4, 3, 3], per_channel=True, bias=False,
          strides=(2, 2), pads=(1, 1, 1, 1))
    qconv("u8u8_group2", np.uint8, np.uint8, [1, 4, 7, 7], [6, 2, 3, 3], group=2, pads=(1, 1, 1, 1))
    qconv("u8s8_depthwise_per_channel", np.uint8, np.int8, [1, 8, 8, 8], [8, 1, 3, 3], per_channel=True, group=8,
          pads=(1, 1, 1, 1))
    qconv("s8s8_per_tensor", np.int8, np.int8, [2, 3, 6, 6], [5, 3, 3, 3], pads=(0, 1, 1, 0))
    qconv("s8s8_per_channel_k1", np.int8, np.int8, [1, 16, 5, 5], [8, 16, 1, 1], per_channel=True)
    qconv("u8u8_asym_pads_s2", np.uint8, np.uint8, [1, 3, 10, 9], [4, 3, 3, 3], strides=(2, 2), pads=(0, 1, 2, 1))

    def qmatmul(name, a_type, b_type, a_shape, b_shape):
        a_lo, a_hi = QRANGE[a_type]
        b_lo, b_hi = weight_range(a_type, b_type)
        a, b = ints(rng, a_shape, a_lo, a_hi, a_type), ints(rng, b_shape, b_lo, b_hi, b_type)
        a_scale, a_zp = np.float32(0.03), np.array((a_lo + a_hi + 1) // 2 + 7, a_type)
        b_scale, b_zp = np.float32(0.01), np.array((b_lo + b_hi + 1) // 2 - 4, b_type)
        real = ((a.astype(np.float64) - a_zp) * a_scale) @ ((b.astype(np.float64) - b_zp) * b_scale)
        y_scale = np.float32((real.max() - real.min()) / 240.0)
        y_zp = np.array(np.clip(np.round(-real.min() / y_scale) + a_lo + 5, a_lo, a_hi), a_type)
        consts = {"a_scale": a_scale, "a_zp": a_zp, "b": b, "b_scale": b_scale, "b_zp": b_zp, "y_scale": y_scale,
                  "y_zp": y_zp}
        s.one("qlinearmatmul_" + name, "QLinearMatMul",
              ["a", "a_scale", "a_zp", "b", "b_scale", "b_zp", "y_scale", "y_zp"], {"a": a}, consts, opset=10,
              out_types=a_type)

    qmatmul("u8u8", np.uint8, np.uint8, [3, 16], [16, 5])
    qmatmul("u8s8", np.uint8, np.int8, [4, 32], [32, 8])
    qmatmul("s8s8", np.int8, np.int8, [4, 32], [32, 8])
    qmatmul("u8u8_batched", np.uint8, np.uint8, [2, 6, 16], [16, 10])
    qmatmul("u8u8_large", np.uint8, np.uint8, [16, 64], [64, 24])


def integer_cases(s):
    rng = s.rng("integer")
    x = ints(rng, [1, 3, 6, 6], 0, 255, np.uint8)
    w = ints(rng, [4, 3, 3, 3], 0, 255, np.uint8)
    s.one("convinteger_zero_points_pad1", "ConvInteger", ["x", "w", "x_zp", "w_zp"], {"x": x},
          {"w": w, "x_zp": np.uint8(100), "w_zp": np.uint8(120)}, opset=10, out_types=np.int32, pads=[1, 1, 1, 1])
    s.one("convinteger_no_zero_points", "ConvInteger", ["x", "w"], {"x": x}, {"w": w}, opset=10, out_types=np.int32)
    s.one("convinteger_x_zp_only_s2", "ConvInteger", ["x", "w", "x_zp"], {"x": x}, {"w": w, "x_zp": np.uint8(128)},
          opset=10, out_types=np.int32, strides=[2, 2])
    s.one("convinteger_group3", "ConvInteger", ["x", "w", "x_zp", "w_zp"], {"x": x},
          {"w": ints(rng, [6, 1, 3, 3], 0, 255, np.uint8), "x_zp": np.uint8(90), "w_zp": np.uint8(128)}, opset=10,
          out_types=np.int32, group=3, pads=[1, 1, 1, 1])
    # Sums over more than 256 products of up to 255 x 255 (the executor adds exact float pieces of 256).
    extreme = np.where(rng.random([1, 64, 5, 5]) < 0.5, 255, 0).astype(np.uint8)
    s.one("convinteger_depth576_extremes", "ConvInteger", ["x", "w", "x_zp", "w_zp"], {"x": extreme},
          {"w": np.where(rng.random([8, 64, 3, 3]) < 0.9, 0, 255).astype(np.uint8), "x_zp": np.uint8(0),
           "w_zp": np.uint8(255)}, opset=10, out_types=np.int32, pads=[1, 1, 1, 1])
    s.one("convinteger_1d_depth900", "ConvInteger", ["x", "w", "x_zp"], {"x": ints(rng, [1, 300, 20], 0, 255, np.uint8)},
          {"w": ints(rng, [4, 300, 3], 0, 255, np.uint8), "x_zp": np.uint8(7)}, opset=10, out_types=np.int32)

    def mmi(name, a_type, b_type, a_shape, b_shape, a_zp=None, b_zp=None):
        a = ints(rng, a_shape, *QRANGE[a_type], a_type)
        b = ints(rng, b_shape, *weight_range(a_type, b_type), b_type)
        consts, inputs = {"b": b}, ["a", "b"]
        if a_zp is not None or b_zp is not None:
            inputs.append("a_zp" if a_zp is not None else "")
            if a_zp is not None:
                consts["a_zp"] = a_zp
        if b_zp is not None:
            consts["b_zp"] = b_zp
            inputs.append("b_zp")
        s.one("matmulinteger_" + name, "MatMulInteger", inputs, {"a": a}, consts, opset=10, out_types=np.int32)

    mmi("u8u8_zero_points", np.uint8, np.uint8, [3, 8], [8, 5], np.uint8(100), np.uint8(130))
    mmi("u8u8_no_zero_points", np.uint8, np.uint8, [3, 8], [8, 5])
    mmi("u8u8_depth600", np.uint8, np.uint8, [5, 600], [600, 7], np.uint8(255), np.uint8(0))
    mmi("u8s8_zero_points", np.uint8, np.int8, [4, 16], [16, 6], np.uint8(128), np.int8(3))
    mmi("s8s8_zero_points", np.int8, np.int8, [4, 16], [16, 6], np.int8(-2), np.int8(5))
    mmi("s8s8_no_zero_points", np.int8, np.int8, [4, 16], [16, 6])
    mmi("u8u8_batched_a_zp_only", np.uint8, np.uint8, [2, 3, 8], [8, 5], a_zp=np.uint8(77))
    mmi("u8u8_per_column_b_zp", np.uint8, np.uint8, [3, 8], [8, 5], np.uint8(10),
        np.array([120, 125, 128, 131, 140], np.uint8))


# ---------------------------------------------------------------------------------------------------
# Models the executor must refuse: non-zero exit, and stderr names the op and the node.


def refusal_cases(s):
    then_graph = helper.make_graph([helper.make_node("Constant", [], ["t"], value_floats=[1.0])], "then_branch", [],
                                   [helper.make_tensor_value_info("t", TensorProto.FLOAT, [1])])
    else_graph = helper.make_graph([helper.make_node("Constant", [], ["e"], value_floats=[2.0])], "else_branch", [],
                                   [helper.make_tensor_value_info("e", TensorProto.FLOAT, [1])])
    if_node = helper.make_node("If", ["cond"], ["y"], name="branching_if_17", then_branch=then_graph,
                               else_branch=else_graph)
    s.add("refuse_if", "If", [if_node], {"cond": np.array(True)}, out_types=np.float32, expect="refuse",
          words=["If", "branching_if_17"])
    foo = helper.make_node("FooBar", ["x"], ["y"], name="mystery_foobar_3", domain="com.example.custom")
    s.add("refuse_unknown_op", "FooBar", [foo], {"x": f32([1.0, 2.0])}, opsets={"": 13, "com.example.custom": 1},
          expect="refuse", words=["FooBar", "mystery_foobar_3"])


def nan_cases(s):
    """NaN goes through every element-wise operator as ONNX Runtime passes it (NaN in, NaN out): a
    reference whose NaN vanished after the first Relu would hide where it came from. Finite values
    beside it check the rest of the tensor is unchanged."""
    x = f32([np.nan, 1.5, -0.5, 0.0, -3.0, 3.0, np.nan, 0.25])
    positive = f32([np.nan, 1.5, 0.5, 2.0, 3.0, np.nan, 0.25, 9.0])
    for op, opset, attrs in (("Relu", 13, {}), ("LeakyRelu", 13, {}), ("Sigmoid", 13, {}), ("HardSigmoid", 6, {}),
                             ("HardSwish", 14, {}), ("Tanh", 13, {}), ("Erf", 13, {}), ("Gelu", 20, {}),
                             ("Elu", 13, {}), ("Softplus", 13, {}), ("Sign", 13, {}), ("Abs", 13, {}),
                             ("Neg", 13, {}), ("Exp", 13, {}), ("Floor", 13, {}), ("Ceil", 13, {}),
                             ("Round", 13, {}), ("Clip", 6, {"min": -1.0, "max": 1.0})):
        s.one("nan_" + op.lower(), op, ["x"], {"x": x}, opset=opset, **attrs)
    for op in ("Sqrt", "Log", "Reciprocal"):
        s.one("nan_" + op.lower(), op, ["x"], {"x": positive})
    s.one("nan_clip13_bounds", "Clip", ["x", "lo", "hi"], {"x": x}, {"lo": f32(-1.0), "hi": f32(1.0)})
    y = f32([0.5, np.nan, 2.0, -1.0, np.nan, 1.0, 3.0, -2.0])
    for op in ("Add", "Sub", "Mul", "Div", "Min", "Max", "Pow"):
        s.one("nan_" + op.lower(), op, ["a", "b"], {"a": x, "b": y} if op != "Pow" else {"a": positive, "b": y})
    s.one("nan_prelu", "PRelu", ["x", "slope"], {"x": x}, {"slope": f32(0.25)})


def load_refusal_cases(s):
    """Malformed models ONNX Runtime refuses (op_cases.py checks that it does): the executor must refuse
    them too, naming the node, instead of running on what its kernel happens to read."""
    x = f32([[1.0, -2.0], [3.0, -4.0]])
    s.add("refuse_add_three_inputs", "Add", [helper.make_node("Add", ["a", "b", "c"], ["y"], name="add_of_three_5")],
          {"a": x, "b": x, "c": x}, expect="refuse", words=["Add", "add_of_three_5", "3 inputs"], ort_refuses=True)
    s.add("refuse_relu_two_outputs", "Relu", [helper.make_node("Relu", ["x"], ["y", "y2"], name="relu_two_8")],
          {"x": x}, outputs=("y", "y2"), expect="refuse", words=["Relu", "relu_two_8", "2 outputs"],
          ort_refuses=True)
    s.add("refuse_clip_vector_bounds", "Clip",
          [helper.make_node("Clip", ["x", "lo", "hi"], ["y"], name="clip_vector_2")], {"x": x},
          {"lo": f32([-1.0, 0.0]), "hi": f32([1.0, 2.0])}, expect="refuse", words=["Clip", "clip_vector_2", "scalar"],
          ort_refuses=True)
    block = uniform(s.rng("refusals"), [1, 8, 2, 2])
    for mode in ("crd", "XYZ"):
        s.add("refuse_depthtospace_mode_" + mode, "DepthToSpace",
              [helper.make_node("DepthToSpace", ["x"], ["y"], name="d2s_" + mode, blocksize=2, mode=mode)],
              {"x": block}, expect="refuse", words=["DepthToSpace", "d2s_" + mode, mode], ort_refuses=True)
    s.add("refuse_opset_99", "Relu", [helper.make_node("Relu", ["x"], ["y"], name="relu_future")], {"x": x},
          opsets={"": 99}, expect="refuse", words=["opset 99"], ort_refuses=True)
    s.add("refuse_output_not_produced", "Relu", [helper.make_node("Relu", ["x"], ["y"], name="relu_1")], {"x": x},
          outputs=("y", "nobody_makes_this"), expect="refuse", words=["nobody_makes_this"], ort_refuses=True)
    w = uniform(s.rng("refusals_conv"), [2, 1, 3, 3])
    for name, attrs in (("dilation", {"dilations": [2 ** 62, 1]}), ("pads", {"pads": [2 ** 62, 0, 2 ** 62, 0]})):
        s.add("refuse_conv_huge_" + name, "Conv",
              [helper.make_node("Conv", ["x", "w"], ["y"], name="conv_huge_" + name, **attrs)],
              {"x": uniform(s.rng("refusals_x"), [1, 1, 5, 5])}, {"w": w}, expect="refuse",
              words=["Conv", "conv_huge_" + name], ort_refuses=True)
    # Add before opset 7 (implicit broadcasting) is an operator the executor does not have: it says so.
    s.add("refuse_add_opset_1", "Add", [helper.make_node("Add", ["a", "b"], ["y"], name="old_add")], {"a": x, "b": x},
          opsets={"": 1}, expect="refuse", words=["Add", "old_add", "opset 7"])


GROUPS = [conv_cases, conv_transpose_cases, matmul_cases, gemm_cases, normalization_cases, activation_cases,
          math_unary_cases, softmax_cases, binary_cases, compare_logic_cases, reduce_cases, pool_cases, resize_cases,
          concat_split_slice_cases, gather_reshape_cases, squeeze_expand_pad_cases, shape_cast_const_cases,
          arg_topk_cases, quantize_linear_cases, dequantize_linear_cases, qlinear_cases, integer_cases,
          nan_cases, refusal_cases, load_refusal_cases]


def add_all(suite):
    for group in GROUPS:
        group(suite)
