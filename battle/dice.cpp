#include "battle/dice.hpp"

#include <stdexcept>

namespace seneschal::battle {

namespace {

constexpr int kAverageFaces[6] = {2, 3, 3, 4, 4, 5};

std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

bool validFace(DieKind kind, int face) {
    switch (kind) {
        case DieKind::Ordinary:
            return face >= 1 && face <= 6;
        case DieKind::Average:
            return face >= 2 && face <= 5;
        case DieKind::Decimal:
            return face >= 0 && face <= 9;
    }
    return false;
}

}  // namespace

const char* toString(DieKind kind) {
    switch (kind) {
        case DieKind::Ordinary:
            return "d6";
        case DieKind::Average:
            return "average d6";
        case DieKind::Decimal:
            return "d10";
    }
    return "?";
}

SeededDice::SeededDice(std::uint64_t seed) {
    std::uint64_t state = seed;
    for (auto& word : s_) word = splitmix64(state);
}

std::uint64_t SeededDice::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

// Lemire's unbiased bounded integer: no modulo bias, no platform-dependent distribution.
std::uint32_t SeededDice::below(std::uint32_t bound) {
    std::uint64_t m = (next() >> 32) * bound;
    auto low = static_cast<std::uint32_t>(m);
    if (low < bound) {
        const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
        while (low < threshold) {
            m = (next() >> 32) * bound;
            low = static_cast<std::uint32_t>(m);
        }
    }
    return static_cast<std::uint32_t>(m >> 32);
}

int SeededDice::roll(DieKind kind) {
    switch (kind) {
        case DieKind::Ordinary:
            return static_cast<int>(below(6)) + 1;
        case DieKind::Average:
            return kAverageFaces[below(6)];
        case DieKind::Decimal:
            return static_cast<int>(below(10));
    }
    return 0;
}

std::uint64_t SeededDice::deriveSeed(std::uint64_t seed, std::uint64_t index) {
    std::uint64_t state = seed ^ (index * 0xD1B54A32D192ED03ull);
    splitmix64(state);
    return splitmix64(state);
}

int ScriptedDice::roll(DieKind kind) {
    if (faces_.empty()) {
        throw std::logic_error(std::string("scripted dice ran out when a ") + toString(kind) +
                               " was rolled");
    }
    const int face = faces_.front();
    faces_.pop_front();
    if (!validFace(kind, face)) {
        throw std::logic_error("scripted face " + std::to_string(face) + " is impossible on a " +
                               toString(kind));
    }
    return face;
}

}  // namespace seneschal::battle
