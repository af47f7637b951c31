#pragma once
// Long work (the odds' Monte Carlo, a large import) on a worker thread, with a small window
// showing a gauge and a Cancel button. The window is not modal, so the program keeps
// drawing and answering; the result comes back on the UI thread.
//
// The worker sees only TaskProgress: a cancel flag to poll and a progress report. Libraries
// with no wx take the plain callbacks from progressCallback() / cancelCallback().
#include <wx/dialog.h>
#include <wx/timer.h>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

class wxButton;
class wxGauge;
class wxStaticText;

namespace seneschal::gui {

class TaskProgress {
  public:
    bool cancelRequested() const noexcept { return cancel_.load(); }
    // fraction in [0, 1]; safe to call as often as the work likes: the window reads it on a timer.
    void report(double fraction, const std::string& message = {});

    std::function<void(double)> progressCallback();
    std::function<bool()> cancelCallback();

  private:
    friend class BackgroundTask;
    std::atomic<bool> cancel_{false};
    std::atomic<double> fraction_{0.0};
    std::mutex messageLock_;
    std::string message_;
};

struct TaskEnd {
    enum class Kind { Finished, Cancelled, Failed };
    Kind kind = Kind::Finished;
    std::string error;  // the exception's message when Failed
};

class BackgroundTask final : public wxDialog {
  public:
    using Work = std::function<void(TaskProgress&)>;
    using Done = std::function<void(const TaskEnd&)>;

    // Shows the progress window and starts `work`; `done` runs on the UI thread once the work
    // has returned, and the window closes itself. The window belongs to `parent`.
    static BackgroundTask* start(wxWindow* parent, const wxString& title, Work work, Done done);

    // The same, for work that computes a value: `done` receives it when the work finished.
    template <class Result>
    static BackgroundTask* start(wxWindow* parent, const wxString& title,
                                 std::function<Result(TaskProgress&)> work,
                                 std::function<void(const TaskEnd&, std::optional<Result>)> done) {
        auto result = std::make_shared<std::optional<Result>>();
        return start(
            parent, title, [work, result](TaskProgress& progress) { *result = work(progress); },
            [done, result](const TaskEnd& end) { done(end, std::move(*result)); });
    }

    ~BackgroundTask() override;

    void requestCancel();  // what the Cancel button does
    bool running() const { return worker_.joinable() && !finished_; }
    int shownPercent() const;
    wxButton& cancelButton() { return *cancel_; }

  private:
    BackgroundTask(wxWindow* parent, const wxString& title, Done done);
    void run(Work work);
    void onTick(wxTimerEvent& event);
    void finish(TaskEnd end);

    TaskProgress progress_;
    std::thread worker_;
    bool finished_ = false;
    Done done_;
    wxTimer ticker_;
    wxGauge* gauge_ = nullptr;
    wxStaticText* message_ = nullptr;
    wxButton* cancel_ = nullptr;
};

}  // namespace seneschal::gui
