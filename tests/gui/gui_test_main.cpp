#include <gtest/gtest.h>
#include <wx/app.h>
#include <wx/config.h>
#include <wx/init.h>
#include <wx/memconf.h>

#include "gui_test_environment.hpp"

namespace seneschal::gui::testing {

namespace {

bool gStarted = false;

class TestApp final : public wxApp {
  public:
    bool OnInit() override { return true; }  // no command line of its own
};

class WxEnvironment final : public ::testing::Environment {
  public:
    void SetUp() override {
        wxApp::SetInstance(new TestApp());
        int argc = 1;
        char arg0[] = "gui_tests";
        char* argv[] = {arg0, nullptr};
        gStarted = wxEntryStart(argc, argv) && wxTheApp->CallOnInit();
        ASSERT_TRUE(gStarted) << "wx could not start: is there a display (run under xvfb-run)?";
        // The tests never read or write the user's own settings (layout, recent files).
        delete wxConfigBase::Set(new wxMemoryConfig());
    }
    void TearDown() override {
        if (!gStarted) return;
        wxTheApp->OnExit();
        wxEntryCleanup();
    }
};

}  // namespace

bool wxStarted() {
    return gStarted;
}
}  // namespace seneschal::gui::testing

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    ::testing::AddGlobalTestEnvironment(new seneschal::gui::testing::WxEnvironment());
    return RUN_ALL_TESTS();
}
