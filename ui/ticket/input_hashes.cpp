#include "ticket/input_hashes.h"

#include <QCryptographicHash>
#include <QFile>

namespace quantlens {

std::vector<HashedInput> hashInputs(const std::vector<TicketInput>& inputs, const ProgressCallback& progress)
{
    std::uint64_t total = 0, done = 0;
    for (const auto& input : inputs)
        total += input.size;
    std::vector<HashedInput> out;
    out.reserve(inputs.size());
    QByteArray block(1 << 20, Qt::Uninitialized);
    for (const auto& input : inputs) {
        QFile file(QString::fromStdString(input.path));
        QCryptographicHash hash(QCryptographicHash::Sha256);
        bool readAll = file.open(QIODevice::ReadOnly);
        while (readAll) {
            const qint64 n = file.read(block.data(), block.size());
            if (n < 0)
                readAll = false;
            if (n <= 0)
                break;
            hash.addData(QByteArrayView(block.constData(), n));
            done += static_cast<std::uint64_t>(n);
            if (progress && !progress(done, total))
                return {};
        }
        out.push_back({ input, readAll ? QString::fromLatin1(hash.result().toHex()) : QString() });
    }
    return out;
}

} // namespace quantlens
