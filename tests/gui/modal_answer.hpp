#pragma once
// Answers the modal dialogs a test's commands open, instead of showing them: the callback sees
// each dialog and returns the id it would have ended with.
#include <wx/dialog.h>
#include <wx/modalhook.h>

#include <functional>
#include <utility>

namespace seneschal::gui {

class ModalAnswer final : public wxModalDialogHook {
  public:
    explicit ModalAnswer(std::function<int(wxDialog*)> answer) : answer_(std::move(answer)) {
        Register();
    }
    ~ModalAnswer() override { Unregister(); }

  protected:
    int Enter(wxDialog* dialog) override { return answer_(dialog); }
    void Exit(wxDialog*) override {}

  private:
    std::function<int(wxDialog*)> answer_;
};

}  // namespace seneschal::gui
