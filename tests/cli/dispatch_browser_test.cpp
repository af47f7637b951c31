// The dispatch page's orders form in a real browser (issue 35): Debian's Chromium, headless,
// driven through the DevTools protocol, opens a side's dispatch, chooses a march, presses Save
// orders; the orders file the browser saves (a download of a Blob, signed by WebCrypto) is the
// one the CLI writes from the same page, and `orders import` takes it.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "base/data_dir.hpp"
#include "tests/campaign/temp_dir.hpp"
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

TEST(DispatchInBrowser, TheFormSavesSignedOrdersTheCliImports) {
    if (!fs::exists(seneschal::testing::kChromium)) GTEST_SKIP() << "no /usr/bin/chromium";
    seneschal::testing::TempDir dir;
    const std::string db = (dir / "crecy.seneschal").string();
    ASSERT_EQ(
        run({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", db}).code,
        0);
    ASSERT_EQ(run({"group", "start", "--db", db}).code, 0);
    ASSERT_EQ(run({"dispatch", "--db", db, "--side", "England", "--out", dir.path().string()}).code,
              0);
    const fs::path page = dir / "england-turn-1.html";
    const fs::path downloads = dir / "downloads";
    fs::create_directories(downloads);

    std::string saved;
    std::string shown;
    {
        ChromiumPipe browser(dir / "profile");
        browser.call("Browser.setDownloadBehavior",
                     "{\"behavior\":\"allow\",\"downloadPath\":" + jsonString(downloads.string()) +
                         ",\"eventsEnabled\":true}");
        const std::string target =
            jsonField(browser.call("Target.createTarget", "{\"url\":\"about:blank\"}"), "targetId");
        const std::string session =
            jsonField(browser.call("Target.attachToTarget",
                                   "{\"targetId\":\"" + target + "\",\"flatten\":true}"),
                      "sessionId");
        ASSERT_FALSE(session.empty());
        // The page opened, and its load awaited (its script has run).
        browser.call("Page.enable", "{}", session);
        browser.call("Page.navigate", "{\"url\":" + jsonString("file://" + page.string()) + "}",
                     session);
        browser.waitFor("Page.loadEventFired");
        // What a player does: choose Caen for the English host, tick the pay order, press Save
        // orders.
        shown = evaluateInPage(
            browser, session,
            "new Promise(function (done) {"
            "  var select = document.querySelector('select[data-army-name=\"English host\"]');"
            "  select.value = 'march:caen';"
            "  select.dispatchEvent(new Event('change'));"
            "  document.getElementById('orders-pay').checked = true;"
            "  var text = document.getElementById('orders-text');"
            "  new MutationObserver(function () { if (text.textContent) done(text.textContent); })"
            "    .observe(text, { childList: true, characterData: true, subtree: true });"
            "  document.getElementById('orders-save').click();"
            "})");
        const std::string began = browser.waitFor("Browser.downloadWillBegin");
        const std::string name = jsonField(began, "suggestedFilename");
        EXPECT_EQ(name, "england-turn-1-orders-v1.xml");
        browser.waitFor("Browser.downloadProgress", "\"state\":\"completed\"");
        saved = readBytes(downloads / name);
    }
    EXPECT_EQ(saved, shown);
    EXPECT_NE(saved.find("<march army=\"english-host\" to=\"caen\"/>\n  <pay/>"), std::string::npos)
        << saved;

    // The same orders written by the CLI from the same page are the same bytes.
    const fs::path cli = dir / "cli-orders.xml";
    ASSERT_EQ(run({"orders", "write", "--dispatch", page.string(), "--march", "English host=Caen",
                   "--pay", "--out", cli.string()})
                  .code,
              0);
    EXPECT_EQ(readBytes(cli), saved);

    const CliResult imported = run(
        {"orders", "import", "--db", db, (downloads / "england-turn-1-orders-v1.xml").string()});
    EXPECT_EQ(imported.code, 0) << imported.err;
    EXPECT_TRUE(has(imported.out, "march English host to Caen by ")) << imported.out;
    EXPECT_TRUE(has(imported.out, "pay the arrears of Kingdom of England (")) << imported.out;
}

}  // namespace
}  // namespace seneschal::cli
