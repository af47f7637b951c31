#pragma once
// GA-DICE: average dice (2,3,3,4,4,5) for Soldiers and Mercenaries, ordinary dice (1-6)
// for all others, decimal dice (0-9) for the casualty table and leader risk.
// All randomness in Seneschal goes through a DiceSource so that a seed replays a battle
// exactly and tests can script every roll.
#include <cstdint>
#include <deque>
#include <initializer_list>
#include <string>

namespace seneschal::battle {

enum class DieKind { Ordinary, Average, Decimal };

const char* toString(DieKind kind);

class DiceSource {
  public:
    virtual ~DiceSource() = default;
    virtual int roll(DieKind kind) = 0;

    int d6() { return roll(DieKind::Ordinary); }
    int averageD6() { return roll(DieKind::Average); }
    int d10() { return roll(DieKind::Decimal); }
};

// xoshiro256** seeded through splitmix64: small, fast, and the same stream on every
// platform and standard library (std::uniform_int_distribution is not).
class SeededDice final : public DiceSource {
  public:
    explicit SeededDice(std::uint64_t seed);
    int roll(DieKind kind) override;
    std::uint64_t next();

    // A child seed for run `index` of a series, independent of how runs are split across threads.
    static std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t index);

  private:
    std::uint32_t below(std::uint32_t bound);
    std::uint64_t s_[4];
};

// Plays back exactly the faces a test gives, and fails loudly if a face is impossible for
// the die asked for or the script runs out.
class ScriptedDice final : public DiceSource {
  public:
    ScriptedDice() = default;
    ScriptedDice(std::initializer_list<int> faces) : faces_(faces) {}
    void push(int face) { faces_.push_back(face); }
    int roll(DieKind kind) override;
    std::size_t remaining() const { return faces_.size(); }

  private:
    std::deque<int> faces_;
};

}  // namespace seneschal::battle
