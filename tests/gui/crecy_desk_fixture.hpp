#pragma once
// The real window on a fresh Crécy campaign file, its questions answered by a recording
// prompter: the set-up several desk tests share.
#include <gtest/gtest.h>

#include "app/gui/main_frame.hpp"
#include "base/data_dir.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/recording_prompter.hpp"

namespace seneschal::gui::testing {

class CrecyDeskFixture : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(wxStarted());
        frame = new MainFrame();
        auto owned = std::make_unique<RecordingPrompter>();
        prompter = owned.get();
        frame->setPrompter(std::move(owned));
        frame->SetClientSize(1280, 760);  // the desk as a 1280 x 800 screen shows it
        frame->Show();
        ASSERT_TRUE(
            frame->newFromScenario(wxString::FromUTF8((scenariosDir() / "crecy-1346.xml").string()),
                                   wxString::FromUTF8(campaign.string())));
    }
    void TearDown() override { frame->Destroy(); }

    seneschal::testing::TempDir dir;
    std::filesystem::path campaign = dir / "crecy.seneschal";
    RecordingPrompter* prompter = nullptr;
    MainFrame* frame = nullptr;
};

}  // namespace seneschal::gui::testing
