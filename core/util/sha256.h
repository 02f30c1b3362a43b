#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace quantlens {

/// SHA-256 (FIPS 180-4) of `bytes`: the one-file HTML page names its own script by this hash in its
/// Content-Security-Policy, so no other script could run in it even if escaping failed.
std::array<std::uint8_t, 32> sha256(std::string_view bytes);

/// RFC 4648 base64 (with padding), as CSP hash sources write a digest.
std::string base64(const std::uint8_t* data, std::size_t size);

} // namespace quantlens
