// The dispatch page's orders form in a real browser (issue 35): Debian's Chromium, headless,
// driven through the DevTools protocol, opens a side's dispatch, chooses a march, presses Save
// orders; the orders file the browser saves (a download of a Blob, signed by WebCrypto) is the
// one the CLI writes from the same page, and `orders import` takes it.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "application/orders/orders_file.hpp"
#include "base/data_dir.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/caen_campaign.hpp"
#include "tests/cli/chromium_pipe.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::ChromiumPipe;
using seneschal::testing::jsonField;
using seneschal::testing::jsonString;
using seneschal::testing::readBytes;

// Runs `expression` in the page (awaiting a promise) and returns its string value.
std::string evaluateInPage(ChromiumPipe& browser, const std::string& session,
                           const std::string& expression) {
    const std::string reply =
        browser.call("Runtime.evaluate",
                     "{\"expression\":" + jsonString(expression) +
                         ",\"awaitPromise\":true,\"returnByValue\":true,\"userGesture\":true}",
                     session);
    EXPECT_EQ(reply.find("\"exceptionDetails\""), std::string::npos) << reply;
    return jsonField(reply, "value");
}

// What the browser saved, as the page showed it and as the download wrote it.
struct SavedInBrowser {
    std::string shown, saved, name;
};

// Opens `page` in headless Chromium, runs `choose` (a player's choices), presses Save orders and
// waits for the download.
SavedInBrowser saveOrdersInBrowser(const fs::path& dir, const fs::path& page,
                                   const std::string& choose) {
    const fs::path downloads = dir / "downloads";
    fs::create_directories(downloads);
    SavedInBrowser result;
    ChromiumPipe browser(dir / "profile");
    browser.call("Browser.setDownloadBehavior",
                 "{\"behavior\":\"allow\",\"downloadPath\":" + jsonString(downloads.string()) +
                     ",\"eventsEnabled\":true}");
    const std::string target =
        jsonField(browser.call("Target.createTarget", "{\"url\":\"about:blank\"}"), "targetId");
    const std::string session = jsonField(
        browser.call("Target.attachToTarget", "{\"targetId\":\"" + target + "\",\"flatten\":true}"),
        "sessionId");
    EXPECT_FALSE(session.empty());
    // The page opened, and its load awaited (its script has run).
    browser.call("Page.enable", "{}", session);
    browser.call("Page.navigate", "{\"url\":" + jsonString("file://" + page.string()) + "}",
                 session);
    browser.waitFor("Page.loadEventFired");
    result.shown = evaluateInPage(
        browser, session,
        "new Promise(function (done) {" + choose +
            "  var text = document.getElementById('orders-text');"
            "  new MutationObserver(function () { if (text.textContent) done(text.textContent); })"
            "    .observe(text, { childList: true, characterData: true, subtree: true });"
            "  document.getElementById('orders-save').click();"
            "})");
    const std::string began = browser.waitFor("Browser.downloadWillBegin");
    result.name = jsonField(began, "suggestedFilename");
    browser.waitFor("Browser.downloadProgress", "\"state\":\"completed\"");
    result.saved = readBytes(downloads / result.name);
    return result;
}

// A new Crécy campaign in group play at `db`.
::testing::AssertionResult crecyInGroupPlay(const std::string& db) {
    const auto made =
        run({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", db});
    if (made.code != 0) return ::testing::AssertionFailure() << "new: " << made.err;
    const auto started = run({"group", "start", "--db", db});
    if (started.code != 0) return ::testing::AssertionFailure() << "group start: " << started.err;
    return ::testing::AssertionSuccess();
}

TEST(DispatchInBrowser, TheFormSavesSignedOrdersTheCliImports) {
    if (!fs::exists(seneschal::testing::kChromium)) GTEST_SKIP() << "no /usr/bin/chromium";
    seneschal::testing::TempDir dir;
    const std::string db = (dir / "crecy.seneschal").string();
    ASSERT_TRUE(crecyInGroupPlay(db));
    ASSERT_EQ(run({"dispatch", "--db", db, "--side", "England", "--out", dir.path().string()}).code,
              0);
    const fs::path page = dir / "england-turn-1.html";
    // What a player does: choose Caen for the English host, split the Prince's archers off
    // into a new army, tick the pay order, press Save orders.
    const SavedInBrowser browser = saveOrdersInBrowser(
        dir.path(), page,
        "  var select = document.querySelector('select[data-army-name=\"English host\"]');"
        "  select.value = 'march:caen';"
        "  select.dispatchEvent(new Event('change'));"
        "  document.querySelector('input[data-battal=\"prince-archers\"]').checked = true;"
        "  document.querySelector('input[data-split-name]').value = ' Warwick\\'s archers ';"
        "  document.getElementById('orders-pay').checked = true;");
    EXPECT_EQ(browser.name, "england-turn-1-orders-v1.xml");
    const std::string& saved = browser.saved;
    EXPECT_EQ(saved, browser.shown);
    EXPECT_NE(saved.find("<march army=\"english-host\" to=\"caen\"/>\n  <split "
                         "army=\"english-host\" battals=\"prince-archers\" name=\"Warwick's "
                         "archers\"/>\n  <pay/>"),
              std::string::npos)
        << saved;

    // The same orders written by the CLI from the same page are the same bytes.
    const fs::path cli = dir / "cli-orders.xml";
    ASSERT_EQ(run({"orders", "write", "--dispatch", page.string(), "--march", "English host=Caen",
                   "--split", "English host=The Prince's archers=Warwick's archers", "--pay",
                   "--out", cli.string()})
                  .code,
              0);
    EXPECT_EQ(readBytes(cli), saved);

    const CliResult imported =
        run({"orders", "import", "--db", db, (dir / "downloads" / browser.name).string()});
    EXPECT_EQ(imported.code, 0) << imported.err;
    EXPECT_TRUE(has(imported.out, "march English host to Caen by ")) << imported.out;
    EXPECT_TRUE(has(imported.out, "pay the arrears of Kingdom of England (")) << imported.out;
    EXPECT_TRUE(has(imported.out,
                    "split The Prince's archers from English host into a new army, "
                    "Warwick's archers"))
        << imported.out;
}

// The avoid order in the browser: the English host has reached Caen, a battle is pending there,
// and France's page offers the weaker Caen garrison a way to fall back; the player chooses it.
TEST(DispatchInBrowser, TheFormSavesAnAvoidOrderAsTheCliWritesIt) {
    if (!fs::exists(seneschal::testing::kChromium)) GTEST_SKIP() << "no /usr/bin/chromium";
    seneschal::testing::TempDir dir;
    const std::string db = (dir / "crecy.seneschal").string();
    ASSERT_TRUE(crecyInGroupPlay(db));
    ASSERT_EQ(run({"march", "--db", db, "--army", "English host", "--to", "Caen"}).code, 0);
    ASSERT_EQ(run({"advance", "--db", db, "--days", "30"}).code, 0);
    const std::string status = run({"orders", "status", "--db", db}).out;
    ASSERT_EQ(status.rfind("Turn ", 0), 0u) << status;
    const std::string turn = std::to_string(std::stoi(status.substr(5)));
    ASSERT_EQ(run({"dispatch", "--db", db, "--side", "France", "--out", dir.path().string()}).code,
              0);
    const fs::path page = dir / ("france-turn-" + turn + ".html");
    const SavedInBrowser browser = saveOrdersInBrowser(
        dir.path(), page,
        "  var select = document.querySelector('select[data-army-name=\"Caen garrison\"]');"
        "  select.value = select.querySelector('option[value^=\"avoid:\"]').value;"
        "  select.dispatchEvent(new Event('change'));");
    EXPECT_EQ(browser.name, "france-turn-" + turn + "-orders-v1.xml");
    EXPECT_EQ(browser.saved, browser.shown);
    const std::size_t avoid = browser.saved.find("  <avoid army=\"");
    ASSERT_NE(avoid, std::string::npos) << browser.saved;
    const std::size_t to = browser.saved.find(" to=\"", avoid) + 5;
    const std::string place = browser.saved.substr(to, browser.saved.find('"', to) - to);

    // The CLI, from the same page, writes the same bytes.
    const fs::path cli = dir / "cli-orders.xml";
    ASSERT_EQ(run({"orders", "write", "--dispatch", page.string(), "--avoid",
                   "Caen garrison=" + place, "--out", cli.string()})
                  .code,
              0);
    EXPECT_EQ(readBytes(cli), browser.saved);
    const CliResult imported =
        run({"orders", "import", "--db", db, (dir / "downloads" / browser.name).string()});
    EXPECT_EQ(imported.code, 0) << imported.err;
    EXPECT_TRUE(has(imported.out, "Caen garrison avoids the battle at Caen, falling back by night"))
        << imported.out;
}

// A ransom decision in the browser: England holds the Count of Eu after Caen, and its page offers
// to demand his ransom; the player chooses it.
TEST(DispatchInBrowser, TheFormSavesARansomDecisionAsTheCliWritesIt) {
    if (!fs::exists(seneschal::testing::kChromium)) GTEST_SKIP() << "no /usr/bin/chromium";
    seneschal::testing::TempDir dir;
    const std::string db = (dir / "crecy.seneschal").string();
    ASSERT_TRUE(crecyInGroupPlay(db));
    const std::string eu = takeTheCountOfEuAtCaen(db, (dir / "caen.xml").string());
    ASSERT_FALSE(eu.empty());
    ASSERT_EQ(run({"dispatch", "--db", db, "--side", "England", "--out", dir.path().string()}).code,
              0);
    const fs::path page = dir / "england-turn-1.html";
    const SavedInBrowser browser =
        saveOrdersInBrowser(dir.path(), page,
                            "  var select = document.querySelector('select[data-captive=\"" + eu +
                                "\"]');"
                                "  select.value = 'demand';"
                                "  select.dispatchEvent(new Event('change'));");
    EXPECT_EQ(browser.saved, browser.shown);
    EXPECT_NE(browser.saved.find("  <ransom captive=\"" + eu + "\" decision=\"demand\"/>\n"),
              std::string::npos)
        << browser.saved;
    const fs::path cli = dir / "cli-orders.xml";
    ASSERT_EQ(run({"orders", "write", "--dispatch", page.string(), "--ransom", eu + "=demand",
                   "--out", cli.string()})
                  .code,
              0);
    EXPECT_EQ(readBytes(cli), browser.saved);
    const CliResult imported =
        run({"orders", "import", "--db", db, (dir / "downloads" / browser.name).string()});
    EXPECT_EQ(imported.code, 0) << imported.err;
    EXPECT_TRUE(has(imported.out, "demand the ransom: Raoul, Count of Eu")) << imported.out;
}

// Issue 35: a new unit raised by the form, in a real browser: the form's bytes are the CLI's,
// and the import takes them.
TEST(DispatchInBrowser, TheFormSavesARecruitOrderAsTheCliWritesIt) {
    if (!fs::exists(seneschal::testing::kChromium)) GTEST_SKIP() << "no /usr/bin/chromium";
    seneschal::testing::TempDir dir;
    const std::string db = (dir / "crecy.seneschal").string();
    ASSERT_TRUE(crecyInGroupPlay(db));
    ASSERT_EQ(run({"dispatch", "--db", db, "--side", "France", "--out", dir.path().string()}).code,
              0);
    const fs::path page = dir / "france-turn-1.html";
    const application::OrdersForm form = application::readOrdersForm(page);
    const auto raiser = std::find_if(form.armies.begin(), form.armies.end(),
                                     [](const auto& a) { return !a.recruitAt.empty(); });
    ASSERT_NE(raiser, form.armies.end());
    const SavedInBrowser browser = saveOrdersInBrowser(
        dir.path(), page,
        "  var raise = document.querySelector('fieldset[data-recruit-army=\"" + raiser->id +
            "\"]');"
            "  raise.querySelector('input[data-recruit-name]').value = ' Genoese crossbowmen ';"
            "  raise.querySelector('select[data-recruit-type]').value = 'crossbowmen';"
            "  raise.querySelector('select[data-recruit-class]').value = 'B';"
            "  raise.querySelector('input[data-recruit-men]').value = '200';");
    EXPECT_EQ(browser.saved, browser.shown);
    const std::string line = "  <recruit army=\"" + raiser->id +
                             "\" men=\"200\" type=\"crossbowmen\" class=\"B\" name=\"Genoese "
                             "crossbowmen\"/>\n";
    EXPECT_NE(browser.saved.find(line), std::string::npos) << browser.saved;
    const fs::path cli = dir / "cli-orders.xml";
    ASSERT_EQ(run({"orders", "write", "--dispatch", page.string(), "--recruit",
                   raiser->name + "=200:crossbowmen:B:Genoese crossbowmen", "--out", cli.string()})
                  .code,
              0);
    EXPECT_EQ(readBytes(cli), browser.saved);
    const CliResult imported =
        run({"orders", "import", "--db", db, (dir / "downloads" / browser.name).string()});
    EXPECT_EQ(imported.code, 0) << imported.err;
    EXPECT_TRUE(has(imported.out, "a new unit, Genoese crossbowmen (Crossbowmen, class B)"))
        << imported.out;
}

// Issue 35: a unit reinforced by the form, in a real browser: the form's bytes are the CLI's,
// and the import takes them.
TEST(DispatchInBrowser, TheFormSavesAReinforceOrderAsTheCliWritesIt) {
    if (!fs::exists(seneschal::testing::kChromium)) GTEST_SKIP() << "no /usr/bin/chromium";
    seneschal::testing::TempDir dir;
    const std::string db = (dir / "crecy.seneschal").string();
    ASSERT_TRUE(crecyInGroupPlay(db));
    ASSERT_EQ(run({"dispatch", "--db", db, "--side", "France", "--out", dir.path().string()}).code,
              0);
    const fs::path page = dir / "france-turn-1.html";
    const application::OrdersForm form = application::readOrdersForm(page);
    const auto raiser = std::find_if(form.armies.begin(), form.armies.end(),
                                     [](const auto& a) { return !a.units.empty(); });
    ASSERT_NE(raiser, form.armies.end());
    const application::FormUnit& unit = raiser->units.back();
    const SavedInBrowser browser = saveOrdersInBrowser(
        dir.path(), page,
        "  var join = document.querySelector('fieldset[data-reinforce-army=\"" + raiser->id +
            "\"]');"
            "  join.querySelector('select[data-reinforce-unit]').value = '" +
            unit.id +
            "';"
            "  join.querySelector('input[data-reinforce-men]').value = '75';");
    EXPECT_EQ(browser.saved, browser.shown);
    const std::string line =
        "  <reinforce army=\"" + raiser->id + "\" unit=\"" + unit.id + "\" men=\"75\"/>\n";
    EXPECT_NE(browser.saved.find(line), std::string::npos) << browser.saved;
    const fs::path cli = dir / "cli-orders.xml";
    ASSERT_EQ(run({"orders", "write", "--dispatch", page.string(), "--reinforce", unit.name + "=75",
                   "--out", cli.string()})
                  .code,
              0);
    EXPECT_EQ(readBytes(cli), browser.saved);
    const CliResult imported =
        run({"orders", "import", "--db", db, (dir / "downloads" / browser.name).string()});
    EXPECT_EQ(imported.code, 0) << imported.err;
    EXPECT_TRUE(has(imported.out, "raise 75 men at " + raiser->recruitAt + " to join " + unit.name))
        << imported.out;
}

}  // namespace
}  // namespace seneschal::cli
