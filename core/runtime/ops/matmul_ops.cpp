// Float matrix products: MatMul (numpy semantics: 1-D operands promoted, batch dimensions broadcast)
// and Gemm (transA, transB, alpha, beta, a C broadcast to the result).
#include "runtime/gemm.h"
#include "runtime/op_attributes.h"
#include "runtime/ops/broadcast.h"
#include "runtime/ops/op_families.h"
#include "tensor/shape_text.h"

namespace quantlens::runtime {
namespace {
    void requireFloat(const Tensor& t)
    {
        if (t.dtype() != DType::Float32)
            throw OpError(text("run.dtype", { dtypeName(t.dtype()) }));
    }

    class MatMulKernel : public OpKernel {
    public:
        explicit MatMulKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& a = call.input(0);
            const Tensor& b = call.input(1);
            requireFloat(a);
            requireFloat(b);
            require(a.rank() >= 1 && b.rank() >= 1, "MatMul's operands have at least one dimension");
            // 1-D operands: a row vector on the left, a column vector on the right, their axis dropped after.
            Shape sa = a.shape(), sb = b.shape();
            if (sa.size() == 1)
                sa.insert(sa.begin(), 1);
            if (sb.size() == 1)
                sb.push_back(1);
            const std::int64_t M = sa[sa.size() - 2], K = sa.back(), N = sb.back();
            require(
                sb[sb.size() - 2] == K, "MatMul of " + shapeToString(a.shape()) + " and " + shapeToString(b.shape()));
            const Shape batchA(sa.begin(), sa.end() - 2), batchB(sb.begin(), sb.end() - 2);
            const Shape batch = broadcastShapes({ batchA, batchB });
            Shape out = batch;
            if (a.rank() > 1)
                out.push_back(M);
            if (b.rank() > 1)
                out.push_back(N);
            Tensor y(DType::Float32, out);
            const std::size_t batches = elementCount(batch);
            // Offsets of each batch's matrices, from the broadcast of the batch dimensions.
            const BroadcastLoop loop(batch.empty() ? Shape { 1 } : batch,
                { batchA.empty() ? Shape { 1 } : batchA, batchB.empty() ? Shape { 1 } : batchB });
            std::vector<std::int64_t> offsetA(batches), offsetB(batches);
            for (std::size_t row = 0, i = 0; row < loop.rows(); ++row) {
                std::int64_t offsets[2];
                loop.rowOffsets(row, offsets);
                for (std::size_t j = 0; j < loop.rowLength(); ++j, ++i) {
                    offsetA[i] = offsets[0] + static_cast<std::int64_t>(j) * loop.innerStride(0);
                    offsetB[i] = offsets[1] + static_cast<std::int64_t>(j) * loop.innerStride(1);
                }
            }
            auto one = [&](std::size_t i) {
                gemm(static_cast<std::size_t>(M), static_cast<std::size_t>(N), static_cast<std::size_t>(K),
                    MatrixView { a.data<float>() + offsetA[i] * M * K, K, 1 },
                    MatrixView { b.data<float>() + offsetB[i] * K * N, N, 1 },
                    y.mutableData<float>() + static_cast<std::int64_t>(i) * M * N, static_cast<std::size_t>(N), nullptr,
                    false, call.pool);
            };
            // Many small products (attention heads): one per thread; few large ones: each split across threads.
            if (batches >= call.pool.size())
                call.pool.parallelFor(batches, 1, [&](std::size_t begin, std::size_t end) {
                    for (std::size_t i = begin; i < end; ++i)
                        one(i);
                });
            else
                for (std::size_t i = 0; i < batches; ++i)
                    one(i);
            call.outputs[0] = y;
        }
    };

    class GemmKernel : public OpKernel {
    public:
        explicit GemmKernel(const KernelSetup& s)
        {
            NodeAttributes n(s.node);
            m_alpha = n.real("alpha", 1.0f);
            m_beta = n.real("beta", 1.0f);
            m_transA = n.integer("transA", 0) != 0;
            m_transB = n.integer("transB", 0) != 0;
        }
        void run(KernelCall& call) const override
        {
            const Tensor& a = call.input(0);
            const Tensor& b = call.input(1);
            requireFloat(a);
            requireFloat(b);
            require(a.rank() == 2 && b.rank() == 2, "Gemm's A and B are matrices");
            const std::int64_t M = m_transA ? a.dim(1) : a.dim(0), K = m_transA ? a.dim(0) : a.dim(1);
            const std::int64_t N = m_transB ? b.dim(0) : b.dim(1);
            require((m_transB ? b.dim(1) : b.dim(0)) == K,
                "Gemm of " + shapeToString(a.shape()) + " and " + shapeToString(b.shape()));
            Tensor y(DType::Float32, { M, N });
            const MatrixView va
                = m_transA ? MatrixView { a.data<float>(), 1, M } : MatrixView { a.data<float>(), K, 1 };
            const MatrixView vb
                = m_transB ? MatrixView { b.data<float>(), 1, K } : MatrixView { b.data<float>(), N, 1 };
            gemm(static_cast<std::size_t>(M), static_cast<std::size_t>(N), static_cast<std::size_t>(K), va, vb,
                y.mutableData<float>(), static_cast<std::size_t>(N), nullptr, false, call.pool);
            float* out = y.mutableData<float>();
            if (m_alpha != 1.0f)
                for (std::size_t i = 0; i < y.size(); ++i)
                    out[i] *= m_alpha;
            // C is added after the product, as ONNX Runtime's kernel does.
            if (call.has(2) && m_beta != 0.0f) {
                const Tensor& c = call.input(2);
                requireFloat(c);
                const Shape target { M, N };
                require(broadcastShapes({ c.shape(), target }) == target,
                    "Gemm's C broadcasts to " + shapeToString(target));
                const BroadcastLoop loop(target, { target, c.shape() });
                const float* pc = c.data<float>();
                for (std::size_t row = 0; row < loop.rows(); ++row) {
                    std::int64_t offsets[2];
                    loop.rowOffsets(row, offsets);
                    float* o = out + offsets[0];
                    for (std::size_t j = 0; j < loop.rowLength(); ++j)
                        o[j] += m_beta * pc[offsets[1] + static_cast<std::int64_t>(j) * loop.innerStride(1)];
                }
            }
            call.outputs[0] = y;
        }

    private:
        float m_alpha = 1, m_beta = 1;
        bool m_transA = false, m_transB = false;
    };
}

std::vector<OpRegistration> matmulOps()
{
    return {
        { "", "MatMul", 1, "", makeKernel<MatMulKernel> },
        { "", "Gemm", 7, "alpha,beta,transA,transB", makeKernel<GemmKernel> },
    };
}

} // namespace quantlens::runtime
