// Group play across machines (issue 35): the campaign starts group play, each side's dispatch
// carries its orders form and key, a player writes signed orders from the dispatch alone, the
// umpire imports them (each refusal writing nothing at all) and ends the turn.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "application/orders/orders_file.hpp"
#include "base/data_dir.hpp"
#include "campaign/file/orders_signature.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/caen_campaign.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::writeBytes;

// Every file under a folder with its bytes: what "nothing written" is compared by.
std::map<std::string, std::string> filesUnder(const fs::path& folder) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        const std::string name = fs::relative(entry.path(), folder).string();
        files[name] = entry.is_regular_file() ? readBytes(entry.path()) : std::string("<folder>");
    }
    return files;
}

// The files added, removed or changed between two looks, by name.
std::string changedFiles(const std::map<std::string, std::string>& before,
                         const std::map<std::string, std::string>& after) {
    std::string changed;
    for (const auto& [name, bytes] : after) {
        const auto it = before.find(name);
        if (it == before.end() || it->second != bytes) changed += name + " ";
    }
    for (const auto& [name, bytes] : before)
        if (!after.count(name)) changed += name + " (gone) ";
    return changed;
}

class GroupPlay : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::create_directories(out);
        ok({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", db});
        const CliResult started = ok({"group", "start", "--db", db});
        EXPECT_TRUE(has(started.out, "a key for each of its 2 sides")) << started.out;
        ok({"dispatch", "--db", db, "--side", "England", "--out", out.string()});
        ok({"dispatch", "--db", db, "--side", "France", "--out", out.string()});
    }
    CliResult ok(const std::vector<std::string>& args) {
        CliResult r = run(args);
        EXPECT_EQ(r.code, 0) << args[0] << ": " << r.err << r.out;
        return r;
    }
    fs::path page(const std::string& side, int turn = 1) const {
        return out / (side + "-turn-" + std::to_string(turn) + ".html");
    }
    std::string writeOrders(const std::string& side, const std::vector<std::string>& orders,
                            const std::string& name, int turn = 1) {
        std::vector<std::string> args = {"orders",     "write",
                                         "--dispatch", page(side, turn).string(),
                                         "--out",      (dir / name).string()};
        args.insert(args.end(), orders.begin(), orders.end());
        ok(args);
        return (dir / name).string();
    }
    // The import refused with one error line naming the file and `what`, and not a byte of the
    // campaign, its -wal or -shm, its backups or anything beside it changed.
    void refused(const std::string& file, const std::string& what) {
        const auto before = filesUnder(dir.path());
        const CliResult r = run({"orders", "import", "--db", db, file});
        EXPECT_EQ(r.code, 1) << r.out;
        EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
        EXPECT_TRUE(has(r.err, file)) << r.err;
        EXPECT_TRUE(has(r.err, what)) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_EQ(changedFiles(before, filesUnder(dir.path())), "") << "the refused import wrote";
    }
    seneschal::testing::TempDir dir;
    std::string db = (dir.path() / "crecy.seneschal").string();
    fs::path out = dir.path() / "dispatches";
};

// The signature is the HMAC-SHA256 every implementation gives (RFC 4231, test case 2), so a
// browser's WebCrypto signs the same bytes to the same digits.
TEST(OrdersSignature, IsTheStandardHmacSha256) {
    EXPECT_EQ(campaign::hmacSha256Hex("4a656665", "what do ya want for nothing?"),
              "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    application::OrdersFile orders{std::string(32, 'a'), "england", 2, 3, {}, {}};
    orders.orders.push_back({application::OrderLine::Kind::March, "english-host", "caen", 0});
    orders.orders.push_back({application::OrderLine::Kind::Hold, "rearguard", {}, 0});
    EXPECT_EQ(application::canonicalOrders(orders),
              "seneschal-orders 1\ncampaign " + std::string(32, 'a') +
                  "\nside england\nturn 2\nversion 3\nmarch english-host caen\nhold rearguard\n");
}

TEST_F(GroupPlay, EachDispatchCarriesItsOwnSidesKeyAndArmiesOnly) {
    const application::OrdersForm england = application::readOrdersForm(page("england"));
    const application::OrdersForm france = application::readOrdersForm(page("france"));
    EXPECT_EQ(england.campaign, france.campaign);
    EXPECT_NE(england.key, france.key);
    EXPECT_EQ(readBytes(page("england")).find(france.key), std::string::npos);
    EXPECT_EQ(readBytes(page("france")).find(england.key), std::string::npos);
    ASSERT_EQ(england.armies.size(), 1u);
    EXPECT_EQ(england.armies[0].name, "English host");
    EXPECT_EQ(france.armies.size(), 3u);
    // The places the English host may march to, each with its way and arrival.
    const auto& places = england.armies[0].places;
    EXPECT_TRUE(
        std::any_of(places.begin(), places.end(), [](const auto& p) { return p.name == "Caen"; }));
    EXPECT_TRUE(has(readBytes(page("england")), "march to Caen: ")) << "no route shown";
    // Group start again makes no new key: the dispatches sent stay good.
    EXPECT_TRUE(has(ok({"group", "start", "--db", db}).out, "every side has its key"));
    ok({"dispatch", "--db", db, "--side", "England", "--out", out.string(), "--force"});
    EXPECT_EQ(application::readOrdersForm(page("england")).key, england.key);
}

TEST_F(GroupPlay, OrdersWrittenFromTheDispatchAreImportedInOneUndoableAction) {
    const std::string orders =
        writeOrders("england", {"--march", "English host=Caen"}, "england-1.xml");
    const auto before = filesUnder(dir.path());
    const CliResult preview = ok({"orders", "import", "--db", db, orders, "--dry-run"});
    EXPECT_TRUE(has(preview.out, "march English host to Caen by ")) << preview.out;
    EXPECT_TRUE(has(preview.out, "Dry run: nothing recorded.")) << preview.out;
    EXPECT_EQ(changedFiles(before, filesUnder(dir.path())), "");
    const CliResult done = ok({"orders", "import", "--db", db, orders});
    EXPECT_TRUE(has(done.out, "Receive orders of Kingdom of England for turn 1 (version 1)"))
        << done.out;
    EXPECT_TRUE(has(ok({"undo", "--db", db}).out, "Receive orders")) << "not undoable";
    // Undone, the same file is taken again.
    ok({"orders", "import", "--db", db, orders});
}

TEST_F(GroupPlay, ABadSignatureIsRefused) {
    const std::string orders =
        writeOrders("england", {"--march", "English host=Caen"}, "england-1.xml");
    std::string text = readBytes(orders);
    text.replace(text.find("to=\"caen\""), 9, "to=\"carentan\"");
    writeBytes(orders, text);
    refused(orders, "the signature does not match");
}

// A dispatch in the wrong hands: the umpire gives the side a new key; orders signed with the old
// one are refused from then on, and the next dispatch carries the new key, whose orders are taken.
TEST_F(GroupPlay, ANewKeyRefusesOrdersSignedWithTheOldOne) {
    const std::string old =
        writeOrders("england", {"--march", "English host=Caen"}, "england-old-key.xml");
    const std::string oldKey = application::readOrdersForm(page("england")).key;
    const std::string franceKey = application::readOrdersForm(page("france")).key;

    const auto before = filesUnder(dir.path());
    for (const auto& [args, said] : std::vector<std::pair<std::vector<std::string>, std::string>>{
             {{"group", "new-key", "--db", db, "--side", "Burgundy"}, "--side: "},
             {{"group", "new-key", "--db", db}, "--side is required"}}) {
        const CliResult r = run(args);
        EXPECT_NE(r.code, 0) << said;
        EXPECT_TRUE(has(r.err, said)) << r.err;
    }
    EXPECT_EQ(changedFiles(before, filesUnder(dir.path())), "") << "a refusal wrote";

    const CliResult made = ok({"group", "new-key", "--db", db, "--side", "England"});
    EXPECT_TRUE(has(made.out, "Kingdom of England has a new key: orders signed with its old key"))
        << made.out;
    refused(old, "the signature does not match");

    ok({"dispatch", "--db", db, "--side", "England", "--out", out.string(), "--force"});
    ok({"dispatch", "--db", db, "--side", "France", "--out", out.string(), "--force"});
    EXPECT_NE(application::readOrdersForm(page("england")).key, oldKey);
    EXPECT_EQ(application::readOrdersForm(page("france")).key, franceKey) << "France's unchanged";
    const std::string fresh =
        writeOrders("england", {"--march", "English host=Caen"}, "england-new-key.xml");
    const CliResult imported = ok({"orders", "import", "--db", db, fresh});
    EXPECT_TRUE(has(imported.out, "march English host to Caen")) << imported.out;
}

TEST(GroupPlayNewKey, IsRefusedBeforeGroupPlayStarts) {
    seneschal::testing::TempDir dir;
    const std::string db = (dir.path() / "crecy.seneschal").string();
    ASSERT_EQ(
        run({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", db}).code,
        0);
    const auto before = filesUnder(dir.path());
    const CliResult r = run({"group", "new-key", "--db", db, "--side", "England"});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
    EXPECT_TRUE(has(r.err, "does not play as a group yet: start group play first")) << r.err;
    EXPECT_EQ(changedFiles(before, filesUnder(dir.path())), "");
}

TEST_F(GroupPlay, AnotherSidesArmyIsRefused) {
    const application::OrdersForm england = application::readOrdersForm(page("england"));
    application::OrdersFile orders{england.campaign, "england", 1, 1, {}, {}};
    orders.orders.push_back({application::OrderLine::Kind::March, "french-royal-army", "rouen", 0});
    application::signOrders(orders, england.key);
    const std::string file = (dir / "forged.xml").string();
    writeBytes(file, application::ordersXml(orders));
    refused(file, "army 'french-royal-army' is not an army of Kingdom of England");
}

TEST_F(GroupPlay, APlaceTheSideDoesNotKnowIsRefused) {
    const application::OrdersForm england = application::readOrdersForm(page("england"));
    application::OrdersFile orders{england.campaign, "england", 1, 1, {}, {}};
    orders.orders.push_back({application::OrderLine::Kind::March, "english-host", "avignon", 0});
    application::signOrders(orders, england.key);
    const std::string file = (dir / "avignon.xml").string();
    writeBytes(file, application::ordersXml(orders));
    refused(file, "place 'avignon' is not a place Kingdom of England knows");
}

TEST_F(GroupPlay, AnEarlierOrTheSameVersionIsRefused) {
    const std::string first =
        writeOrders("england", {"--march", "English host=Caen", "--version", "2"}, "v2.xml");
    const std::string earlier = writeOrders("england", {"--hold", "English host"}, "v1.xml");
    ok({"orders", "import", "--db", db, first});
    refused(earlier, "only a later version replaces it");
    refused(first, "but version 2 was received already");
    const std::string later =
        writeOrders("england", {"--hold", "English host", "--version", "3"}, "v3.xml");
    ok({"orders", "import", "--db", db, later});
}

TEST_F(GroupPlay, AnotherCampaignsOrdersAreRefused) {
    const fs::path other = dir / "other";
    fs::create_directories(other);
    const std::string otherDb = (other / "crecy.seneschal").string();
    ok({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", otherDb});
    ok({"group", "start", "--db", otherDb});
    ok({"dispatch", "--db", otherDb, "--side", "England", "--out", other.string()});
    const std::string file = (dir / "other.xml").string();
    ok({"orders", "write", "--dispatch", (other / "england-turn-1.html").string(), "--hold",
        "English host", "--out", file});
    refused(file, "these orders are for another campaign");
}

TEST_F(GroupPlay, MalformedXmlIsRefusedNamingTheLine) {
    const std::string file = (dir / "broken.xml").string();
    writeBytes(file, "<?xml version=\"1.0\"?>\n<orders format=\"1\">\n  <march army=\"x\"\n");
    refused(file, "line ");
    refused(file, "malformed XML");
    // Words the signature does not cover are refused too.
    const std::string signedFile =
        writeOrders("england", {"--hold", "English host"}, "england-1.xml");
    std::string text = readBytes(signedFile);
    text.replace(text.find("<hold "), 6, "<hold note=\"and burn Caen\" ");
    writeBytes(signedFile, text);
    refused(signedFile, "line 3: hold: unknown attribute 'note'");
}

TEST_F(GroupPlay, AWholeTurnForThreeSidesByFilesOnly) {
    // A third side joins after group play started: `group start` again gives it its key.
    ok({"edit", "--db", db, "side", "add", "--name", "County of Flanders"});
    ok({"edit", "--db", db, "army", "add", "--side", "County of Flanders", "--name", "Flemish host",
        "--at", "Calais"});
    ok({"edit", "--db", db, "battal", "add", "--army", "Flemish host", "--name", "Flemish battle"});
    ok({"edit", "--db", db, "unit", "add", "--battal", "Flemish battle", "--name",
        "Flemish pikemen", "--type", "pikemen", "--class", "C", "--men", "3000"});
    EXPECT_TRUE(has(ok({"group", "start", "--db", db}).out, "1 side added since got a key"));
    ok({"dispatch", "--db", db, "--side", "County of Flanders", "--out", out.string()});
    const fs::path flemishPage = out / "county-of-flanders-turn-1.html";
    ASSERT_TRUE(fs::exists(flemishPage));
    ok({"orders", "write", "--dispatch", flemishPage.string(), "--march", "Flemish host=Boulogne",
        "--out", (dir / "flanders-1.xml").string()});
    const std::string flemish = (dir / "flanders-1.xml").string();

    const std::string english =
        writeOrders("england", {"--march", "English host=Carentan"}, "england-1.xml");
    const std::string french =
        writeOrders("france", {"--march", "Caen garrison=Lisieux", "--hold", "French royal army"},
                    "france-1.xml");
    ok({"orders", "import", "--db", db, english, french, flemish});
    const CliResult turn = ok({"turn", "--db", db});
    EXPECT_TRUE(has(turn.out, "March Flemish host to Boulogne")) << turn.out;
    EXPECT_TRUE(has(turn.out, "March English host to Carentan")) << turn.out;
    EXPECT_TRUE(has(turn.out, "March Caen garrison to Lisieux")) << turn.out;
    EXPECT_TRUE(has(turn.out, "Hold French royal army at Saint-Denis")) << turn.out;
    EXPECT_TRUE(has(turn.out, "Turn 2 begins")) << turn.out;
    // The orders of turn 1 are past now.
    refused(english, "these orders are for turn 1, but");
    // The next dispatch, and a turn in which France sends nothing.
    ok({"dispatch", "--db", db, "--side", "England", "--out", out.string()});
    ok({"dispatch", "--db", db, "--side", "France", "--out", out.string()});
    const std::string page2 = readBytes(page("england", 2));
    EXPECT_TRUE(has(page2, "English host, at Carentan")) << "the English host did not arrive";
    const std::string next =
        writeOrders("england", {"--march", "English host=Caen"}, "england-2.xml", 2);
    ok({"orders", "import", "--db", db, next});
    const CliResult second = ok({"turn", "--db", db});
    EXPECT_TRUE(has(second.out,
                    "Kingdom of France sent no orders for turn 2: its armies keep "
                    "their standing orders"))
        << second.out;
}

TEST_F(GroupPlay, DispatchAllWritesEverySideAndOrdersStatusSaysWhoHasSent) {
    const fs::path all = dir.path() / "all";
    fs::create_directories(all);
    const CliResult wrote = ok({"dispatch", "--db", db, "--all", "--out", all.string()});
    for (const char* name :
         {"england-turn-1.html", "england-turn-1.pdf", "france-turn-1.html", "france-turn-1.pdf"})
        EXPECT_TRUE(fs::exists(all / name)) << name;
    EXPECT_TRUE(has(wrote.out, "Wrote the dispatch of Kingdom of England for turn 1")) << wrote.out;
    // Again without --force: refused before any file is written, naming --out.
    const auto before = filesUnder(dir.path());
    const CliResult again = run({"dispatch", "--db", db, "--all", "--out", all.string()});
    EXPECT_EQ(again.code, 1);
    EXPECT_EQ(again.err.rfind("error: will not write --out", 0), 0u) << again.err;
    EXPECT_EQ(changedFiles(before, filesUnder(dir.path())), "");
    // Neither --side nor --all: one error line naming --side.
    const CliResult neither = run({"dispatch", "--db", db, "--out", all.string()});
    EXPECT_EQ(neither.code, 1);
    EXPECT_EQ(neither.err.rfind("error: --side:", 0), 0u) << neither.err;

    EXPECT_TRUE(has(ok({"orders", "status", "--db", db}).out,
                    "no side has sent orders yet (Kingdom of England, Kingdom of France)"));
    ok({"orders", "import", "--db", db,
        writeOrders("england", {"--march", "English host=Caen"}, "england-1.xml")});
    const CliResult status = ok({"orders", "status", "--db", db});
    EXPECT_TRUE(has(status.out, "Turn 1, orders due by ")) << status.out;
    EXPECT_TRUE(has(status.out,
                    "orders from Kingdom of England (version 1); none yet from Kingdom of France."))
        << status.out;
}

// The pay order (issue 35: "pay" among the orders a side sends): a side whose treasury ran dry
// owes its men; its player, who sees the arrears on his page, orders them paid, and the turn's
// end pays them from the treasury as `pay` does.
TEST_F(GroupPlay, APayOrderPaysTheSidesArrearsAtTheTurnsEnd) {
    ok({"edit", "--db", db, "side", "set", "--side", "England", "--treasury", "0", "--reason",
        "the wool subsidy is late"});
    ok({"advance", "--db", db, "--days", "2"});
    ok({"edit", "--db", db, "side", "set", "--side", "England", "--treasury", "20000", "--reason",
        "the wool subsidy comes"});
    ok({"dispatch", "--db", db, "--side", "England", "--out", out.string(), "--force"});
    const std::string page = readBytes(this->page("england"));
    EXPECT_TRUE(has(page, " owed now; the treasury holds 20,000")) << "no arrears on the page";
    const std::string orders = writeOrders("england", {"--pay"}, "england-pay.xml");
    EXPECT_TRUE(has(readBytes(orders), "<pay/>"));
    const CliResult imported = ok({"orders", "import", "--db", db, orders});
    EXPECT_TRUE(has(imported.out, "pay the arrears of Kingdom of England (")) << imported.out;
    const CliResult turn = ok({"turn", "--db", db});
    EXPECT_TRUE(has(turn.out, "Kingdom of England's orders (version 1):\n  Pay")) << turn.out;
    // Paid: the next page owes nothing. A pay order twice in one file is refused.
    ok({"dispatch", "--db", db, "--side", "England", "--out", out.string()});
    EXPECT_TRUE(has(readBytes(this->page("england", 2)), "(nothing owed now; the treasury holds"));
    const application::OrdersForm form = application::readOrdersForm(this->page("england", 2));
    application::OrdersFile twice{form.campaign, form.side, form.turn, 1, {}, {}};
    twice.orders.push_back({application::OrderLine::Kind::Pay, {}, {}, 0});
    twice.orders.push_back({application::OrderLine::Kind::Pay, {}, {}, 0});
    application::signOrders(twice, form.key);
    writeBytes(dir / "twice.xml", application::ordersXml(twice));
    refused((dir / "twice.xml").string(), "the arrears are ordered paid twice");
}

// The avoid order (issue 35: "avoid a pending battle" among a side's orders): offered on the
// page only to an army a battle is pending for whose side the avoid rule lets fall back, written
// by `orders write --avoid`, signed, imported and carried out at the turn's end by `avoid`'s own
// action; refused for an army with no battle to avoid, another side's army, a way not open.
TEST_F(GroupPlay, AnAvoidOrderFallsBackFromAPendingBattleAtTheTurnsEnd) {
    // Before any battle: nothing to avoid, on the page or from the CLI.
    EXPECT_FALSE(has(readBytes(page("france")), "avoid the battle at "));
    const CliResult early =
        run({"orders", "write", "--dispatch", page("france").string(), "--avoid",
             "Caen garrison=Lisieux", "--out", (dir / "early.xml").string()});
    EXPECT_EQ(early.code, 1);
    EXPECT_EQ(early.err.rfind("error: --avoid 'Caen garrison=Lisieux': Caen garrison has no "
                              "battle to avoid",
                              0),
              0u)
        << early.err;
    EXPECT_FALSE(fs::exists(dir / "early.xml"));
    const application::OrdersForm france1 = application::readOrdersForm(page("france"));
    const auto garrison1 = std::find_if(france1.armies.begin(), france1.armies.end(),
                                        [](const auto& a) { return a.name == "Caen garrison"; });
    ASSERT_NE(garrison1, france1.armies.end());
    // Signed by hand with no battle pending: refused at import, nothing written.
    application::OrdersFile none{france1.campaign, "france", 1, 1, {}, {}};
    none.orders.push_back({application::OrderLine::Kind::Avoid, garrison1->id, "lisieux", 0});
    application::signOrders(none, france1.key);
    writeBytes(dir / "none.xml", application::ordersXml(none));
    refused((dir / "none.xml").string(), "avoid: Caen garrison has no battle to avoid");

    // The English host reaches Caen: a battle is pending there, and the turn halts.
    ok({"march", "--db", db, "--army", "English host", "--to", "Caen"});
    ok({"advance", "--db", db, "--days", "30"});
    ASSERT_TRUE(has(ok({"pending", "--db", db}).out, "a battle is pending at Caen"));
    const application::OrdersForm england1 = application::readOrdersForm(page("england"));
    ok({"dispatch", "--db", db, "--side", "England", "--out", out.string(), "--force"});
    ok({"dispatch", "--db", db, "--side", "France", "--out", out.string(), "--force"});
    const std::string status = ok({"orders", "status", "--db", db}).out;
    ASSERT_EQ(status.rfind("Turn ", 0), 0u) << status;
    const int turn = std::stoi(status.substr(5));
    const std::string francePage = readBytes(page("france", turn));
    EXPECT_TRUE(has(francePage, "avoid the battle at Caen, falling back by night to "))
        << "no avoid order offered";
    // The stronger English host may not avoid: its page offers no such order.
    EXPECT_FALSE(has(readBytes(page("england", turn)), "avoid the battle at "));
    const application::OrdersForm france = application::readOrdersForm(page("france", turn));
    const auto garrison = std::find_if(france.armies.begin(), france.armies.end(),
                                       [](const auto& a) { return a.name == "Caen garrison"; });
    ASSERT_NE(garrison, france.armies.end());
    ASSERT_FALSE(garrison->fallbacks.empty());
    EXPECT_EQ(garrison->battleAt, "Caen");
    const std::string fallback = garrison->fallbacks.front().name;

    // Another side's army: England cannot order the garrison away.
    application::OrdersFile forged{france.campaign, "england", turn, 1, {}, {}};
    forged.orders.push_back(
        {application::OrderLine::Kind::Avoid, garrison->id, garrison->fallbacks.front().id, 0});
    application::signOrders(forged, england1.key);
    writeBytes(dir / "forged-avoid.xml", application::ordersXml(forged));
    refused((dir / "forged-avoid.xml").string(),
            "army '" + garrison->id + "' is not an army of Kingdom of England");
    // A place that is no way out of Caen (Crécy is days away).
    application::OrdersFile far{france.campaign, "france", turn, 1, {}, {}};
    far.orders.push_back({application::OrderLine::Kind::Avoid, garrison->id, "crecy", 0});
    application::signOrders(far, france.key);
    writeBytes(dir / "far.xml", application::ordersXml(far));
    refused((dir / "far.xml").string(),
            "to: Caen garrison cannot fall back from Caen to Crécy: not a way open to it");

    const std::string orders =
        writeOrders("france", {"--avoid", "Caen garrison=" + fallback}, "france-avoid.xml", turn);
    EXPECT_TRUE(has(readBytes(orders), "<avoid army=\"" + garrison->id + "\" to=\"" +
                                           garrison->fallbacks.front().id + "\"/>"))
        << readBytes(orders);
    const CliResult imported = ok({"orders", "import", "--db", db, orders});
    EXPECT_TRUE(has(imported.out,
                    "  Caen garrison avoids the battle at Caen, falling back by "
                    "night to " +
                        fallback))
        << imported.out;
    const CliResult ended = ok({"turn", "--db", db});
    EXPECT_TRUE(has(ended.out, "Kingdom of France's orders (version 1):\n  ")) << ended.out;
    EXPECT_FALSE(has(ended.out, "not carried out")) << ended.out;
    EXPECT_FALSE(has(ok({"pending", "--db", db}).out, "a battle is pending at Caen")) << ended.out;
}

// The split order (issue 35: "split" among a side's orders): the page offers each army of two
// battals or more a box per battal and the new army's name; `orders write --split` writes the
// same, signed; the import checks it and the turn's end splits the army by `split`'s own action.
// Refused: an army not the side's, a battal not the army's, every battal taken.
TEST_F(GroupPlay, ASplitOrderMakesANewArmyAtTheTurnsEnd) {
    const std::string englandPage = readBytes(page("england"));
    EXPECT_TRUE(has(englandPage, "Split English host: the battals that go to a new army"));
    EXPECT_TRUE(has(englandPage, "data-battal-name=\"The Prince&apos;s battle\"") ||
                has(englandPage, "data-battal-name=\"The Prince's battle\""));
    const application::OrdersForm england = application::readOrdersForm(page("england"));
    ASSERT_EQ(england.armies[0].battals.size(), 6u);

    // Every battal: refused by orders write, naming --split, nothing written.
    std::string all = "English host=";
    for (const auto& battal : england.armies[0].battals) all += battal.name + ",";
    all.back() = '=';
    all += "Nobody left";
    const CliResult everything = run({"orders", "write", "--dispatch", page("england").string(),
                                      "--split", all, "--out", (dir / "all.xml").string()});
    EXPECT_EQ(everything.code, 1);
    EXPECT_EQ(everything.err.rfind("error: --split '", 0), 0u) << everything.err;
    EXPECT_TRUE(has(everything.err,
                    "English host would be left with nothing: at least one "
                    "battal must stay"))
        << everything.err;
    EXPECT_FALSE(fs::exists(dir / "all.xml"));

    // Signed by hand, each refused at import with nothing written.
    auto signedBy = [&](const application::OrdersForm& form, const std::string& side,
                        application::OrderLine order, const std::string& name) {
        application::OrdersFile orders{form.campaign, side, 1, 1, {}, {}};
        orders.orders.push_back(std::move(order));
        application::signOrders(orders, form.key);
        writeBytes(dir / name, application::ordersXml(orders));
        return (dir / name).string();
    };
    application::OrderLine nothingLeft{application::OrderLine::Kind::Split, "english-host", {}, 0};
    for (const auto& battal : england.armies[0].battals) nothingLeft.battals.push_back(battal.id);
    nothingLeft.name = "Nobody left";
    refused(signedBy(england, "england", nothingLeft, "nothing-left.xml"),
            "battals: English host would be left with nothing: at least one battal must stay");
    application::OrderLine notItsOwn{application::OrderLine::Kind::Split, "caen-garrison", {}, 0};
    notItsOwn.battals = {"caen-island"};
    notItsOwn.name = "Islanders";
    refused(signedBy(england, "england", notItsOwn, "not-its-own.xml"),
            "army 'caen-garrison' is not an army of Kingdom of England");
    application::OrderLine otherBattal{application::OrderLine::Kind::Split, "english-host", {}, 0};
    otherBattal.battals = {"genoese"};
    otherBattal.name = "Turncoats";
    refused(signedBy(england, "england", otherBattal, "other-battal.xml"),
            "battals: 'genoese' is not a battal of English host");

    const std::string orders = writeOrders(
        "england",
        {"--split", "English host=The Prince's battle,The Prince's archers=The Prince's host"},
        "england-split.xml");
    EXPECT_TRUE(has(readBytes(orders),
                    "<split army=\"english-host\" battals=\"prince-battle "
                    "prince-archers\" name=\"The Prince's host\"/>"))
        << readBytes(orders);
    const CliResult imported = ok({"orders", "import", "--db", db, orders});
    EXPECT_TRUE(has(imported.out,
                    "  split The Prince's battle, The Prince's archers from English "
                    "host into a new army, The Prince's host"))
        << imported.out;
    const CliResult ended = ok({"turn", "--db", db});
    EXPECT_TRUE(has(ended.out,
                    "Kingdom of England's orders (version 1):\n  Split The Prince's "
                    "host from English host\n"))
        << ended.out;
    // The next dispatch gives the new army its own orders, with its two battals.
    ok({"dispatch", "--db", db, "--side", "England", "--out", out.string()});
    const application::OrdersForm next = application::readOrdersForm(page("england", 2));
    ASSERT_EQ(next.armies.size(), 2u);
    const auto host = std::find_if(next.armies.begin(), next.armies.end(),
                                   [](const auto& a) { return a.name == "The Prince's host"; });
    ASSERT_NE(host, next.armies.end());
    EXPECT_EQ(host->battals.size(), 2u);
}

// The merge order (issue 35: "merge" among a side's orders): an army is offered each of its
// side's armies at its place to be folded into; `orders write --merge` writes the same, signed;
// the turn's end merges them by `merge`'s own action. Refused: another side's army, armies at
// different places.
TEST_F(GroupPlay, AMergeOrderFoldsAnArmyIntoAnotherAtTheTurnsEnd) {
    // France's armies stand apart: no merge offered, and orders write refuses one.
    EXPECT_FALSE(has(readBytes(page("france")), "merge into "));
    const CliResult apart =
        run({"orders", "write", "--dispatch", page("france").string(), "--merge",
             "Caen garrison=French royal army", "--out", (dir / "apart.xml").string()});
    EXPECT_EQ(apart.code, 1);
    EXPECT_EQ(apart.err.rfind("error: --merge 'Caen garrison=French royal army': Caen garrison "
                              "cannot merge into 'French royal army': no other army of Kingdom "
                              "of France stands with it",
                              0),
              0u)
        << apart.err;
    EXPECT_FALSE(fs::exists(dir / "apart.xml"));
    const application::OrdersForm france = application::readOrdersForm(page("france"));
    auto signedBy = [&](const application::OrdersForm& form, const std::string& side,
                        const std::string& army, const std::string& into, const std::string& name) {
        application::OrdersFile orders{form.campaign, side, 1, 1, {}, {}};
        application::OrderLine order{application::OrderLine::Kind::Merge, army, {}, 0};
        order.into = into;
        orders.orders.push_back(std::move(order));
        application::signOrders(orders, form.key);
        writeBytes(dir / name, application::ordersXml(orders));
        return (dir / name).string();
    };
    refused(signedBy(france, "france", "caen-garrison", "french-royal-army", "apart.xml"),
            "into: Caen garrison cannot merge into French royal army: Caen garrison is at Caen "
            "and French royal army at Saint-Denis: armies merge only at the same place");

    // The umpire splits the English host; the next page offers each part the other.
    ok({"split", "--db", db, "--army", "English host", "--units", "The Prince's battle", "--name",
        "The Prince's host"});
    ok({"dispatch", "--db", db, "--side", "England", "--out", out.string(), "--force"});
    const application::OrdersForm england = application::readOrdersForm(page("england"));
    refused(signedBy(england, "england", "caen-garrison", "english-host", "theirs.xml"),
            "army 'caen-garrison' is not an army of Kingdom of England");
    EXPECT_TRUE(has(readBytes(page("england")), ">merge into English host</option>"));
    const std::string orders =
        writeOrders("england", {"--merge", "The Prince's host=English host"}, "merge.xml");
    EXPECT_TRUE(has(readBytes(orders), "<merge army=\"the-prince-s-host\" into=\"english-host\"/>"))
        << readBytes(orders);
    const CliResult imported = ok({"orders", "import", "--db", db, orders});
    EXPECT_TRUE(has(imported.out, "  merge The Prince's host into English host, at "))
        << imported.out;
    const CliResult ended = ok({"turn", "--db", db});
    EXPECT_TRUE(has(ended.out, "Kingdom of England's orders (version 1):\n  ")) << ended.out;
    EXPECT_FALSE(has(ended.out, "not carried out")) << ended.out;
    ok({"dispatch", "--db", db, "--side", "England", "--out", out.string()});
    const application::OrdersForm next = application::readOrdersForm(page("england", 2));
    ASSERT_EQ(next.armies.size(), 1u);
    EXPECT_EQ(next.armies[0].battals.size(), 6u);
}

// The ransom decisions (issue 35: "ransom decisions" among a side's orders): a captive a side holds
// is offered demand, parole and release on its page, one of its own held by another pay and
// refuse; orders write, the import and the turn's end do what ransom's own rule allows, and
// refuse another side's decision.
TEST_F(GroupPlay, ARansomDecisionIsTakenAtTheTurnsEnd) {
    EXPECT_FALSE(has(readBytes(page("england")), "<legend>Ransoms</legend>"));
    const CliResult none = run({"orders", "write", "--dispatch", page("england").string(),
                                "--ransom", "1=demand", "--out", (dir / "none.xml").string()});
    EXPECT_EQ(none.code, 1);
    EXPECT_EQ(none.err,
              "error: --ransom '1=demand': captive 1 is not one Kingdom of England may decide on "
              "this turn (neither held by it nor its own)\n");
    // England beats France at Caen and takes the Count of Eu (the tabletop's result entered).
    const std::string eu = takeTheCountOfEuAtCaen(db, (dir / "caen.xml").string());
    ASSERT_FALSE(eu.empty());
    ok({"dispatch", "--all", "--db", db, "--out", out.string(), "--force"});
    const std::string englandPage = readBytes(page("england"));
    EXPECT_TRUE(has(englandPage, "<legend>Ransoms</legend>")) << englandPage;
    EXPECT_TRUE(has(englandPage, ">demand the ransom</option>")) << englandPage;
    EXPECT_TRUE(has(readBytes(page("france")), ">pay all that is owed</option>"));
    const application::OrdersForm england = application::readOrdersForm(page("england"));
    const auto count = std::find_if(england.captives.begin(), england.captives.end(),
                                    [&](const auto& c) { return std::to_string(c.id) == eu; });
    ASSERT_NE(count, england.captives.end());
    EXPECT_EQ(count->decisions, (std::vector<std::string>{"demand", "parole", "release"}));
    EXPECT_TRUE(has(count->who, "Raoul, Count of Eu (of Kingdom of France; ransom 8,000 pounds)"))
        << count->who;

    // France cannot demand its own count's ransom; England cannot pay it.
    const CliResult wrongSide =
        run({"orders", "write", "--dispatch", page("france").string(), "--ransom", eu + "=demand",
             "--out", (dir / "wrong.xml").string()});
    EXPECT_EQ(wrongSide.code, 1);
    EXPECT_TRUE(has(wrongSide.err, "Kingdom of France may decide pay, refuse")) << wrongSide.err;
    const application::OrdersForm france = application::readOrdersForm(page("france"));
    application::OrdersFile forged{france.campaign, "france", 1, 1, {}, {}};
    application::OrderLine order{application::OrderLine::Kind::Ransom, {}, {}, 0};
    order.captive = std::stoll(eu);
    order.decision = "release";
    forged.orders.push_back(order);
    application::signOrders(forged, france.key);
    writeBytes(dir / "forged.xml", application::ordersXml(forged));
    refused((dir / "forged.xml").string(),
            "decision: Kingdom of France cannot release for Raoul, Count of Eu (held): it may "
            "pay, refuse");

    const std::string orders = writeOrders("england", {"--ransom", eu + "=demand"}, "ransom.xml");
    EXPECT_TRUE(has(readBytes(orders), "<ransom captive=\"" + eu + "\" decision=\"demand\"/>"))
        << readBytes(orders);
    const CliResult imported = ok({"orders", "import", "--db", db, orders});
    EXPECT_TRUE(has(imported.out, "  demand the ransom: Raoul, Count of Eu (of Kingdom of France"))
        << imported.out;
    const CliResult ended = ok({"turn", "--db", db});
    EXPECT_FALSE(has(ended.out, "not carried out")) << ended.out;
    std::istringstream after(ok({"prisoners", "--db", db, "--format", "csv"}).out);
    std::string status;
    for (std::string line; std::getline(after, line);)
        if (has(line, "Raoul, Count of Eu")) status = line;
    EXPECT_TRUE(has(status, ",demanded,")) << status;
}

// A side raises a new unit by its orders: offered only to an army standing in a place its side
// holds, checked at the import (the army, the troop type and its classes, the men, the name),
// and raised, paid from the treasury, at the turn's end.
TEST_F(GroupPlay, ARecruitOrderRaisesANewUnitAtTheTurnsEnd) {
    // England holds no place its host stands in: its page offers no recruiting.
    EXPECT_FALSE(has(readBytes(page("england")), "<fieldset class=\"order\" data-recruit-army"))
        << "England may not recruit";
    for (const auto& army : application::readOrdersForm(page("england")).armies)
        EXPECT_EQ(army.recruitAt, "") << army.name;
    const CliResult nowhere =
        run({"orders", "write", "--dispatch", page("england").string(), "--recruit",
             "English host=200:longbowmen:B:Lancashire bowmen", "--out", (dir / "n.xml").string()});
    EXPECT_EQ(nowhere.code, 1);
    EXPECT_TRUE(has(nowhere.err, "English host may raise no men where it stands")) << nowhere.err;

    const application::OrdersForm france = application::readOrdersForm(page("france"));
    const auto raiser = std::find_if(france.armies.begin(), france.armies.end(),
                                     [](const auto& a) { return !a.recruitAt.empty(); });
    ASSERT_NE(raiser, france.armies.end()) << "some French army stands in a place France holds";
    const auto crossbowmen = std::find_if(france.troopTypes.begin(), france.troopTypes.end(),
                                          [](const auto& t) { return t.id == "crossbowmen"; });
    ASSERT_NE(crossbowmen, france.troopTypes.end());
    EXPECT_EQ(crossbowmen->name, "Crossbowmen");

    // What orders write refuses, naming the option.
    for (const auto& [typed, said] : std::vector<std::pair<std::string, std::string>>{
             {raiser->name + "=200:crossbowmen:E:Genoese", "CLASS: Crossbowmen may be class"},
             {raiser->name + "=0:crossbowmen:B:Genoese", "MEN: a whole number from 1"},
             {raiser->name + "=200:dragons:B:Genoese", "TYPE: 'dragons' is not a troop type"},
             {raiser->name + "=200:crossbowmen:B: ", "NAME: name the new unit"},
             {raiser->name + "=200:crossbowmen", "ARMY=MEN:TYPE:CLASS:NAME expected"}}) {
        const CliResult r = run({"orders", "write", "--dispatch", page("france").string(),
                                 "--recruit", typed, "--out", (dir / "bad.xml").string()});
        EXPECT_EQ(r.code, 1) << typed;
        EXPECT_TRUE(has(r.err, said)) << typed << ": " << r.err;
        EXPECT_FALSE(fs::exists(dir / "bad.xml"));
    }
    // What the import refuses in a file signed with the side's key but written by hand.
    const auto forged = [&](const std::string& army, const std::string& type,
                            const std::string& troopClass, const std::string& name) {
        application::OrdersFile orders{france.campaign, "france", 1, 1, {}, {}};
        application::OrderLine order{application::OrderLine::Kind::Recruit, army, {}, 0};
        order.men = 100;
        order.troopType = type;
        order.troopClass = troopClass;
        order.name = name;
        orders.orders.push_back(order);
        application::signOrders(orders, france.key);
        const std::string file = (dir / ("forged-" + type + troopClass + ".xml")).string();
        writeBytes(file, application::ordersXml(orders));
        return file;
    };
    refused(forged(raiser->id, "peasant-levy", "A", "Levy"),
            "class: Peasant levy may not be class A");
    refused(forged(raiser->id, "dragons", "B", "Wyrms"), "type: 'dragons' is not a troop type");
    refused(forged("english-host", "crossbowmen", "B", "Turncoats"),
            "army 'english-host' is not an army of Kingdom of France");

    const std::string orders = writeOrders(
        "france", {"--recruit", raiser->name + "=200:crossbowmen:B:Genoese crossbowmen"}, "r.xml");
    EXPECT_TRUE(has(readBytes(orders), "<recruit army=\"" + raiser->id +
                                           "\" men=\"200\" type=\"crossbowmen\" class=\"B\" "
                                           "name=\"Genoese crossbowmen\"/>"))
        << readBytes(orders);
    const CliResult imported = ok({"orders", "import", "--db", db, orders});
    EXPECT_TRUE(has(imported.out, "raise 200 men at " + raiser->recruitAt + " for " + raiser->name +
                                      ", a new unit, Genoese crossbowmen (Crossbowmen, class B)"))
        << imported.out;
    const CliResult ended = ok({"turn", "--db", db});
    EXPECT_FALSE(has(ended.out, "not carried out")) << ended.out;
    EXPECT_TRUE(has(ok({"roster", "--db", db, "--format", "csv"}).out,
                    ",Genoese crossbowmen,crossbowmen,B,200,"))
        << "raised whole, in the army's Recruits battal";
    EXPECT_TRUE(has(ok({"ledger", "--db", db, "--wide"}).out, "Genoese crossbowmen"))
        << "the recruiting booked";
}

// Issue 35: men raised to join a unit already in the field, where its army stands in a place its
// side holds; paid at the turn's end, the unit's recruited men booked in the ledger.
TEST_F(GroupPlay, AReinforceOrderAddsMenToAUnitOfTheArmyAtTheTurnsEnd) {
    for (const auto& army : application::readOrdersForm(page("england")).armies)
        EXPECT_TRUE(army.units.empty()) << army.name << ": England may not recruit at the start";
    const CliResult nowhere =
        run({"orders", "write", "--dispatch", page("england").string(), "--reinforce",
             "Prince's household knights=20", "--out", (dir / "n.xml").string()});
    EXPECT_EQ(nowhere.code, 1);
    EXPECT_TRUE(has(nowhere.err, "not a unit of an army of Kingdom of England that may raise men"))
        << nowhere.err;
    EXPECT_FALSE(fs::exists(dir / "n.xml"));

    const application::OrdersForm france = application::readOrdersForm(page("france"));
    const auto raiser = std::find_if(france.armies.begin(), france.armies.end(),
                                     [](const auto& a) { return !a.units.empty(); });
    ASSERT_NE(raiser, france.armies.end()) << "some French army stands in a place France holds";
    EXPECT_FALSE(raiser->recruitAt.empty());
    const application::FormUnit unit = raiser->units.front();
    EXPECT_TRUE(has(unit.words, unit.name + " (")) << unit.words;
    EXPECT_TRUE(has(unit.words, " present)")) << unit.words;

    for (const auto& [typed, said] : std::vector<std::pair<std::string, std::string>>{
             {unit.name + "=0", "MEN: a whole number from 1"},
             {unit.name + "=many", "MEN: a whole number from 1"},
             {unit.name, "UNIT=MEN expected"},
             {"Nobody's bowmen=20", "UNIT: 'Nobody's bowmen' is not a unit of an army"}}) {
        const CliResult r = run({"orders", "write", "--dispatch", page("france").string(),
                                 "--reinforce", typed, "--out", (dir / "bad.xml").string()});
        EXPECT_EQ(r.code, 1) << typed;
        EXPECT_TRUE(has(r.err, said)) << typed << ": " << r.err;
        EXPECT_FALSE(fs::exists(dir / "bad.xml"));
    }
    const CliResult twice = run({"orders", "write", "--dispatch", page("france").string(),
                                 "--reinforce", unit.name + "=10", "--reinforce", unit.id + "=5",
                                 "--out", (dir / "bad.xml").string()});
    EXPECT_EQ(twice.code, 1);
    EXPECT_TRUE(has(twice.err, unit.name + " is reinforced twice")) << twice.err;

    // Signed with the side's key but written by hand: a unit of another army, of another side.
    const auto forged = [&](const std::string& army, const std::string& unitId,
                            const std::string& name) {
        application::OrdersFile orders{france.campaign, "france", 1, 1, {}, {}};
        application::OrderLine order{application::OrderLine::Kind::Reinforce, army, {}, 0};
        order.unit = unitId;
        order.men = 50;
        orders.orders.push_back(order);
        application::signOrders(orders, france.key);
        const std::string file = (dir / name).string();
        writeBytes(file, application::ordersXml(orders));
        return file;
    };
    refused(forged(raiser->id, "prince-knights", "forged-unit.xml"),
            "unit: 'prince-knights' is not a unit of " + raiser->name);
    refused(forged("english-host", "prince-knights", "forged-army.xml"),
            "army 'english-host' is not an army of Kingdom of France");

    const std::string orders = writeOrders("france", {"--reinforce", unit.name + "=60"}, "r.xml");
    EXPECT_TRUE(has(readBytes(orders),
                    "<reinforce army=\"" + raiser->id + "\" unit=\"" + unit.id + "\" men=\"60\"/>"))
        << readBytes(orders);
    const CliResult imported = ok({"orders", "import", "--db", db, orders});
    EXPECT_TRUE(has(imported.out, "raise 60 men at " + raiser->recruitAt + " to join " + unit.name +
                                      " of " + raiser->name))
        << imported.out;
    const CliResult ended = ok({"turn", "--db", db});
    EXPECT_FALSE(has(ended.out, "not carried out")) << ended.out;
    EXPECT_TRUE(has(ended.out, "Recruit 60 men into " + unit.name)) << ended.out;
    const std::string ledger = ok({"ledger", "--db", db, "--wide"}).out;
    EXPECT_TRUE(has(ledger, "Recruit 60 men into " + unit.name)) << "the recruiting booked";
    EXPECT_TRUE(has(ledger, "+60  recruited at " + raiser->recruitAt)) << ledger;
    ok({"check", "--db", db});  // every man accounted for
}

TEST_F(GroupPlay, OrdersWriteRefusesAnArmyOrPlaceNotInTheDispatch) {
    const CliResult army = run({"orders", "write", "--dispatch", page("england").string(), "--hold",
                                "French royal army", "--out", (dir / "x.xml").string()});
    EXPECT_EQ(army.code, 1);
    EXPECT_EQ(army.err.rfind("error: --hold 'French royal army': not an army of Kingdom of "
                             "England",
                             0),
              0u)
        << army.err;
    EXPECT_FALSE(fs::exists(dir / "x.xml"));
}

}  // namespace
}  // namespace seneschal::cli
