#include "app/gui/background_task.hpp"

#include <wx/button.h>
#include <wx/gauge.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <exception>

namespace seneschal::gui {

namespace {
constexpr int kGaugeRange = 1000;
constexpr int kTickMs = 50;  // how often the window reads the worker's progress
}  // namespace

void TaskProgress::report(double fraction, const std::string& message) {
    fraction_.store(std::clamp(fraction, 0.0, 1.0));
    if (!message.empty()) {
        std::lock_guard lock(messageLock_);
        message_ = message;
    }
}

std::function<void(double)> TaskProgress::progressCallback() {
    return [this](double fraction) { report(fraction); };
}

std::function<bool()> TaskProgress::cancelCallback() {
    return [this] { return cancelRequested(); };
}

BackgroundTask* BackgroundTask::start(wxWindow* parent, const wxString& title, Work work,
                                      Done done) {
    auto* task = new BackgroundTask(parent, title, std::move(done));  // owned by parent
    task->Show();
    task->Raise();  // in front of its owner even where no window manager stacks it there
    task->run(std::move(work));
    return task;
}

BackgroundTask::BackgroundTask(wxWindow* parent, const wxString& title, Done done)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize,
               wxCAPTION | wxRESIZE_BORDER),
      done_(std::move(done)),
      ticker_(this) {
    message_ = new wxStaticText(this, wxID_ANY, "Working...");
    gauge_ = new wxGauge(this, wxID_ANY, kGaugeRange, wxDefaultPosition, wxSize(360, -1));
    cancel_ = new wxButton(this, wxID_CANCEL, "Cancel");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(message_, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, 12));
    sizer->Add(gauge_, wxSizerFlags().Expand().Border(wxALL, 12));
    sizer->Add(cancel_, wxSizerFlags().Right().Border(wxLEFT | wxRIGHT | wxBOTTOM, 12));
    SetSizerAndFit(sizer);
    CentreOnParent();
    cancel_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { requestCancel(); });
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent& event) {
        // Closing the window is asking to stop; it goes once the work has.
        if (running() && event.CanVeto()) {
            requestCancel();
            event.Veto();
            return;
        }
        Destroy();
    });
    Bind(wxEVT_TIMER, &BackgroundTask::onTick, this);
    ticker_.Start(kTickMs);
}

BackgroundTask::~BackgroundTask() {
    // Destroyed with its parent while working: stop the work and wait, so that nothing is
    // left writing into a result that is gone.
    ticker_.Stop();
    progress_.cancel_.store(true);
    if (worker_.joinable()) worker_.join();
}

void BackgroundTask::run(Work work) {
    worker_ = std::thread([this, work = std::move(work)] {
        TaskEnd end;
        try {
            work(progress_);
            if (progress_.cancelRequested()) end.kind = TaskEnd::Kind::Cancelled;
        } catch (const std::exception& error) {
            end = {TaskEnd::Kind::Failed, error.what()};
        } catch (...) {
            end = {TaskEnd::Kind::Failed, "the work stopped with an unknown error"};
        }
        // CallAfter queues thread-safely; the destructor joins before the queue is torn down.
        CallAfter([this, end] { finish(end); });
    });
}

void BackgroundTask::requestCancel() {
    if (progress_.cancel_.exchange(true)) return;
    cancel_->Disable();
    message_->SetLabel("Cancelling...");
}

int BackgroundTask::shownPercent() const {
    return gauge_->GetValue() * 100 / kGaugeRange;
}

void BackgroundTask::onTick(wxTimerEvent&) {
    gauge_->SetValue(static_cast<int>(progress_.fraction_.load() * kGaugeRange));
    if (progress_.cancelRequested()) return;
    std::lock_guard lock(progress_.messageLock_);
    if (!progress_.message_.empty() && message_->GetLabel() != progress_.message_)
        message_->SetLabel(wxString::FromUTF8(progress_.message_));
}

void BackgroundTask::finish(TaskEnd end) {
    if (worker_.joinable()) worker_.join();
    finished_ = true;
    ticker_.Stop();
    Hide();
    if (done_) done_(end);
    Destroy();
}

}  // namespace seneschal::gui
