#include "app/gui/screenshot_tour.hpp"

#include <wx/app.h>
#include <wx/filename.h>
#include <wx/log.h>
#include <wx/timer.h>

#include <chrono>
#include <functional>
#include <thread>
#include <vector>

#include "app/gui/background_task.hpp"
#include "app/gui/icon.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/map_canvas.hpp"
#include "app/gui/prisoners_panel.hpp"
#include "app/gui/screenshot.hpp"

namespace seneschal::gui {

namespace {

constexpr int kSettleMs = 700;  // time for the window to map and paint under Xvfb

class ScreenshotTour final : public wxTimer {
public:
    ScreenshotTour(MainFrame& frame, wxString folder) : frame_(frame), folder_(std::move(folder)) {
        steps_ = {
            [this] { prepareDesk(); },
            [this] { captureWindows(); },
            [this] { startFakeTask(); },
            [this] { captureTask(); },
            [this] { frame_.Close(); },
        };
        Bind(wxEVT_TIMER, [this](wxTimerEvent&) { next(); });
        StartOnce(kSettleMs);
    }

private:
    void next() {
        if (step_ >= steps_.size()) return;
        steps_[step_++]();
        if (step_ < steps_.size()) StartOnce(kSettleMs);
        else wxTheApp->CallAfter([this] { delete this; });  // not from inside our own handler
    }

    void shoot(wxWindow& window, const wxString& name) {
        const wxString path = wxFileName(folder_, name + ".png").GetFullPath();
        wxString error;
        if (!saveScreenshot(window, path, &error)) wxLogError("%s", error);
    }

    void prepareDesk() {
        frame_.select(reports::DetailSubject::Unit, "u-p-bow");
        frame_.panes().map->setSelected("edward");
        frame_.panes().prisoners->selectCaptives({"p-eu", "p-tancarville"});
    }

    void captureWindows() {
        // The icon as the desktop shows it, from the same SVG the window uses.
        const wxString icon = wxFileName(folder_, "icon-128.png").GetFullPath();
        if (!iconBundle().GetBitmap(wxSize(128, 128)).SaveFile(icon, wxBITMAP_TYPE_PNG))
            wxLogError("cannot write %s", icon);
        shoot(frame_, "main-window");
        for (const auto& [name, window] : frame_.paneWindows()) shoot(*window, "pane-" + name);
    }

    void startFakeTask() {
        // Stands in for the odds' Monte Carlo: creeps forward until cancelled.
        task_ = BackgroundTask::start(&frame_, "Odds of battle", [](TaskProgress& progress) {
            for (int done = 0; !progress.cancelRequested(); done = (done + 1) % 10000) {
                progress.report(0.42, "Fighting battle 4,200 of 10,000...");
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
        }, nullptr);
    }

    void captureTask() {
        const wxString path = wxFileName(folder_, "dialog-progress.png").GetFullPath();
        wxString error;
        if (!saveDialogScreenshot(*task_, path, &error)) wxLogError("%s", error);
        task_->requestCancel();
    }

    MainFrame& frame_;
    wxString folder_;
    std::vector<std::function<void()>> steps_;
    std::size_t step_ = 0;
    BackgroundTask* task_ = nullptr;
};

}  // namespace

void startScreenshotTour(MainFrame& frame, const wxString& folder) {
    if (!wxFileName::Mkdir(folder, wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL))
        wxLogError("cannot create %s", folder);
    new ScreenshotTour(frame, folder);  // deletes itself after the last step
}

}  // namespace seneschal::gui
