// Reserves held back by their written orders (GA-ORD-WRITE, issue 32: "reserves held back by
// their orders, today sent in as soon as any friend fights"). A battle file's reserve or holding
// battal may say when it is sent in: commit="engaged" (a friend fighting or routed), "broken"
// (a friend routed), "never" (held all battle), or a move number (its written orders, acted on
// then without a messenger). Anything else, or commit on a battal that attacks, is refused
// naming the line and `battal@commit`.
#include <gtest/gtest.h>

#include <string>

#include "base/errors.hpp"
#include "battle/battle_file.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/battle_log.hpp"
#include "battle/sim/resolver.hpp"

namespace seneschal::battle {
namespace {

// North: knights attacking and a reserve of spearmen; south: men-at-arms on foot attacking.
std::string battleWith(const std::string& commit, const std::string& orders = "reserve") {
    return R"(<battle format="1" id="reserve" name="Reserve" type="historical" moves="40">
  <sides><side id="north" name="North"/><side id="south" name="South"/></sides>
  <leaders>
    <leader id="nk" name="North king" side="north" rank="king" cv="3"/>
    <leader id="sk" name="South king" side="south" rank="king" cv="3"/>
  </leaders>
  <army id="n" name="North army" side="north" leader="nk">
    <battal id="van" name="Vanguard" orders="attack">
      <unit id="nkn" name="North knights" type="knights" class="C" men="400"/>
    </battal>
    <battal id="rear" name="Rearguard" orders=")" +
           orders + "\" " + commit + R"(>
      <unit id="nsp" name="North spearmen" type="spearmen" class="C" men="1200"/>
    </battal>
  </army>
  <army id="s" name="South army" side="south" leader="sk">
    <battal id="sb" name="South host" orders="attack">
      <unit id="smaa" name="South men-at-arms" type="dismounted-men-at-arms" class="B" men="1200"/>
      <unit id="sbil" name="South billmen" type="billmen" class="C" men="1200"/>
    </battal>
  </army>
</battle>)";
}

BattleSetup loadReserve(const std::string& text) {
    return loadBattleFromString(text, "reserve.xml", defaultRulebook());
}

// The move the army leader's order to attack reaches the rearguard's sending (0: never sent),
// and the move the written order is acted on (0: none).
struct Sent {
    int messenger = 0, written = 0, firstRout = 0;
};

Sent sentIn(const BattleSetup& s, std::uint64_t seed) {
    sim::BattleLog log;
    resolveGodsAcre(s, defaultRulebook(), seed, &log);
    Sent sent;
    for (const sim::LogEntry& e : log.entries()) {
        if (e.rule == "GA-ORD-CHANGE" && e.target == "Rearguard" && sent.messenger == 0)
            sent.messenger = e.move;
        if (e.rule == "GA-ORD-WRITE" && e.actor == "Rearguard") sent.written = e.move;
        if (e.rule == "GA-BROKEN" && e.actor == "North knights" && sent.firstRout == 0)
            sent.firstRout = e.move;
    }
    return sent;
}

TEST(GA_ORD_WRITE, AReserveHeldByItsOrdersIsNeverSentIn) {
    const BattleSetup plain = loadReserve(battleWith(""));
    const BattleSetup never = loadReserve(battleWith(R"(commit="never")"));
    int sentByDefault = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        if (sentIn(plain, seed).messenger > 0) ++sentByDefault;
        EXPECT_EQ(sentIn(never, seed).messenger, 0) << "seed " << seed;
    }
    ASSERT_GT(sentByDefault, 0) << "without commit the reserve is sent in once a friend fights";
}

TEST(GA_ORD_WRITE, AReserveWrittenToAttackAtAMoveAttacksThenWithoutAMessenger) {
    const BattleSetup s = loadReserve(battleWith(R"(commit="3")"));
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const Sent sent = sentIn(s, seed);
        EXPECT_EQ(sent.written, 3) << "seed " << seed;
        EXPECT_EQ(sent.messenger, 0) << "seed " << seed;
    }
}

TEST(GA_ORD_WRITE, AReserveToBeSentWhenAFriendBreaksWaitsForARout) {
    const BattleSetup s = loadReserve(battleWith(R"(commit="broken")"));
    int sent = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Sent r = sentIn(s, seed);
        if (r.messenger == 0) continue;
        ++sent;
        ASSERT_GT(r.firstRout, 0) << "seed " << seed << ": sent in with no friend routed";
        EXPECT_GE(r.messenger, r.firstRout) << "seed " << seed;
    }
    EXPECT_GT(sent, 0) << "no seed in 40 where the knights routed and the rearguard was sent";
}

TEST(GA_ORD_WRITE, ACommitThatIsNotWhenOrOnABattalThatAttacksIsRefusedNamingTheField) {
    for (const std::string& bad : {std::string(R"(commit="soon")"), std::string(R"(commit="0")"),
                                   std::string(R"(commit="41")"), std::string(R"(commit="")")}) {
        try {
            loadReserve(battleWith(bad));
            ADD_FAILURE() << bad << " accepted";
        } catch (const DataError& e) {
            EXPECT_NE(std::string(e.what()).find("commit"), std::string::npos) << e.what();
            EXPECT_NE(std::string(e.what()).find("reserve.xml:"), std::string::npos) << e.what();
        }
    }
    EXPECT_THROW(loadReserve(battleWith(R"(commit="engaged")", "attack")), DataError);
    EXPECT_NO_THROW(loadReserve(battleWith(R"(commit="engaged")", "hold")));
}

}  // namespace
}  // namespace seneschal::battle
