#pragma once
// The desk follows its campaign file when another program writes to it (the CLI, a second
// window): every half second it asks SQLite whether the file changed, and if so re-reads it and
// redraws every pane, keeping the selection, with the undo and redo labels taken from the file.
//
// Why `PRAGMA data_version` on the desk's own connection rather than watching the files:
// it changes when another connection commits, never for the desk's own writes, and costs one
// query answered from memory. A file watcher on the -wal would fire for the desk's own writes
// too, would miss a writer in rollback-journal mode, and depends on inotify reaching the folder
// (not over every network file system).
#include <wx/event.h>
#include <wx/timer.h>

#include <chrono>

namespace seneschal::gui {

class MainFrame;

class FileChangeWatch final : public wxEvtHandler {
  public:
    static constexpr std::chrono::milliseconds kInterval{500};

    explicit FileChangeWatch(MainFrame& frame, std::chrono::milliseconds interval = kInterval);
    ~FileChangeWatch() override;
    FileChangeWatch(const FileChangeWatch&) = delete;
    FileChangeWatch& operator=(const FileChangeWatch&) = delete;

    // Looks at the file now (the timer does it every interval). True when another program had
    // changed it and the desk was redrawn. While a dialog is open the redraw waits (the dialog
    // may be working on what the desk showed when it opened); it happens once the dialog has
    // closed, at the next look.
    bool check();

  private:
    bool busyWithTheUser() const;

    MainFrame& frame_;
    wxTimer timer_;
};

}  // namespace seneschal::gui
