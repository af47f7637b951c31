// Issue 13: hostile files opened in the desktop program. Every file of
// tests/data/hostile/campaign/ opened as a campaign, and every file of
// tests/data/hostile/scenario/ used to start one, gives one error dialog naming the file and
// leaves the window as it was: the campaign open before still shown and still playable, and
// nothing created or changed beside the bad file. A few bad files of the test's own come first,
// so the test means something whatever the corpus holds.
#include <gtest/gtest.h>
#include <wx/msgdlg.h>
#include <wx/statusbr.h>

#include <functional>
#include <map>

#include "app/gui/main_frame.hpp"
#include "base/data_dir.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/modal_answer.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::writeBytes;

const fs::path kHostile = fs::path(SENESCHAL_SOURCE_DIR) / "tests" / "data" / "hostile";

wxString utf8(const std::string& text) {
    return wxString::FromUTF8(text);
}

// Every file under the folder with its bytes: what "nothing created or changed" compares.
std::map<std::string, std::string> contents(const fs::path& folder) {
    std::map<std::string, std::string> files;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(folder))
        if (entry.is_regular_file())
            files[fs::relative(entry.path(), folder).string()] = readBytes(entry.path());
    return files;
}

// The corpus's files of one kind, copied into `into` (a failure must not touch the source
// tree); the copies' paths, in name order.
std::vector<fs::path> corpus(const std::string& kind, const fs::path& into) {
    std::vector<fs::path> copies;
    const fs::path folder = kHostile / kind;
    if (!fs::is_directory(folder)) return copies;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder)) {
        if (!entry.is_regular_file()) continue;
        const fs::path copy = into / entry.path().filename();
        fs::copy_file(entry.path(), copy, fs::copy_options::overwrite_existing);
        copies.push_back(copy);
    }
    std::sort(copies.begin(), copies.end());
    return copies;
}

class HostileFilesInTheDesk : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();  // the real dialogs: the test answers them
        frame->Show();
        const wxString scenario = utf8((scenariosDir() / "crecy-1346.xml").string());
        ASSERT_TRUE(frame->newFromScenario(scenario, utf8(good.string())));
    }
    void TearDown() override { frame->Destroy(); }

    // Opens the bad file through `open`, answering the dialog, and checks the window after.
    void expectRefusedAndUsable(const fs::path& bad, const std::function<bool()>& open) {
        SCOPED_TRACE(bad.filename().string());
        const auto before = contents(badDir.path());
        int dialogs = 0;
        wxString message;
        {
            ModalAnswer answer([&](wxDialog* shown) {
                ++dialogs;
                if (auto* box = dynamic_cast<wxMessageDialog*>(shown)) message = box->GetMessage();
                return wxID_OK;
            });
            EXPECT_FALSE(open()) << "the bad file was accepted";
        }
        EXPECT_EQ(dialogs, 1) << "one error dialog";
        EXPECT_TRUE(message.Contains(utf8(bad.filename().string())))
            << "the message names the file: " << message;
        EXPECT_TRUE(contents(badDir.path()) == before) << "a file was created or changed";

        ASSERT_NE(frame->session(), nullptr) << "the campaign open before was closed";
        EXPECT_EQ(frame->session()->path(), good);
        EXPECT_TRUE(frame->GetTitle().Contains("crecy.seneschal")) << frame->GetTitle();
        const wxString date = frame->GetStatusBar()->GetStatusText(1);
        EXPECT_TRUE(frame->advance(1)) << "the window still acts on its campaign";
        EXPECT_NE(frame->GetStatusBar()->GetStatusText(1), date);
    }
    void expectCampaignRefused(const fs::path& bad) {
        expectRefusedAndUsable(bad, [&] { return frame->openCampaign(utf8(bad.string())); });
    }
    void expectScenarioRefused(const fs::path& bad) {
        const fs::path target = badDir / (bad.stem().string() + "-campaign.seneschal");
        expectRefusedAndUsable(
            bad, [&] { return frame->newFromScenario(utf8(bad.string()), utf8(target.string())); });
        EXPECT_FALSE(fs::exists(target));
    }

    seneschal::testing::TempDir goodDir;
    seneschal::testing::TempDir badDir;
    fs::path good = goodDir / "crecy.seneschal";
    MainFrame* frame = nullptr;
};

TEST_F(HostileFilesInTheDesk, EveryBadCampaignFileGivesADialogAndLeavesTheWindowUsable) {
    std::vector<fs::path> files{badDir / "notes.seneschal", badDir / "empty.seneschal"};
    writeBytes(files[0], "My notes for the next session: the Black Prince to hold the left.\n");
    writeBytes(files[1], "");
    for (const fs::path& hostile : corpus("campaign", badDir.path())) files.push_back(hostile);
    for (const fs::path& bad : files) expectCampaignRefused(bad);
}

// A damaged file in WAL mode is refused, and the -wal and -shm SQLite's read-only look made
// beside it are removed (CampaignFile::open), in the desk as in the CLI.
TEST_F(HostileFilesInTheDesk, ACampaignCutShortIsRefusedWithNoFileLeftBesideIt) {
    const fs::path truncated = badDir / "truncated.seneschal";
    // A real campaign cut short: the SQLite header promises pages that are not there.
    writeBytes(truncated, readBytes(good).substr(0, 8192));
    expectCampaignRefused(truncated);
}

TEST_F(HostileFilesInTheDesk, EveryBadScenarioGivesADialogAndLeavesTheWindowUsable) {
    std::vector<fs::path> files{badDir / "syntax-error.xml", badDir / "empty.xml",
                                badDir / "not-a-scenario.xml"};
    writeBytes(files[0],
               "<?xml version=\"1.0\"?>\n<scenario id=\"broken\">\n  <sides>\n"
               "</scenario>\n");
    writeBytes(files[1], "");
    writeBytes(files[2],
               "<?xml version=\"1.0\"?>\n<shopping-list><item>bread</item>"
               "</shopping-list>\n");
    for (const fs::path& hostile : corpus("scenario", badDir.path())) files.push_back(hostile);
    for (const fs::path& bad : files) expectScenarioRefused(bad);
}

}  // namespace
}  // namespace seneschal::gui
