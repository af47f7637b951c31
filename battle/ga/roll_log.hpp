#pragma once
// Which dice a procedure threw, under which rule: a battle log prints these. Records go into
// a caller-owned fixed buffer, so resolving a move allocates nothing.
#include <array>
#include <cstddef>

#include "battle/dice.hpp"

namespace seneschal::battle {

struct RollRecord {
    const char* rule = "";  // a rule ID, e.g. "GA-CAS-DICE" (string literal)
    DieKind kind = DieKind::Ordinary;
    int face = 0;
};

// A view over caller storage. When full, further records are counted but not kept.
class RollLog {
  public:
    RollLog(RollRecord* storage, std::size_t capacity) : storage_(storage), capacity_(capacity) {}

    void add(const char* rule, DieKind kind, int face) {
        if (size_ < capacity_) storage_[size_] = RollRecord{rule, kind, face};
        ++size_;
    }
    std::size_t size() const { return size_ < capacity_ ? size_ : capacity_; }
    std::size_t rolled() const { return size_; }
    bool overflowed() const { return size_ > capacity_; }
    const RollRecord& operator[](std::size_t i) const { return storage_[i]; }
    void clear() { size_ = 0; }

  private:
    RollRecord* storage_;
    std::size_t capacity_;
    std::size_t size_ = 0;
};

template <std::size_t N>
struct RollStorage {
    std::array<RollRecord, N> records{};
};

// A log with its own storage (the storage base is built before the log that points into it).
template <std::size_t N>
class RollBuffer : private RollStorage<N>, public RollLog {
  public:
    RollBuffer() : RollStorage<N>(), RollLog(this->records.data(), N) {}
    RollBuffer(const RollBuffer&) = delete;
    RollBuffer& operator=(const RollBuffer&) = delete;
};

// Throws one die of `kind` for `rule`, recording it when a log is given.
inline int roll(DiceSource& dice, RollLog* log, const char* rule, DieKind kind) {
    const int face = dice.roll(kind);
    if (log) log->add(rule, kind, face);
    return face;
}

}  // namespace seneschal::battle
