package atomicfile

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
)

// While writes are in progress, SIGINT, SIGTERM and SIGHUP are caught: the temporary files are
// removed, then the signal is delivered again as it would have been without this package (to the
// program's own handlers, or the default: the process ends). No handler stays installed between
// writes.

var live struct {
	sync.Mutex
	files map[string]bool
	ch    chan os.Signal
}

var caught = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// track records a temporary file being written.
func track(name string) {
	live.Lock()
	defer live.Unlock()
	if live.files == nil {
		live.files = map[string]bool{}
	}
	live.files[name] = true
	if live.ch == nil {
		live.ch = make(chan os.Signal, 1)
		signal.Notify(live.ch, caught...)
		go watch(live.ch)
	}
}

// untrack forgets a temporary file (renamed or removed); the last one stops catching signals.
func untrack(name string) {
	live.Lock()
	defer live.Unlock()
	delete(live.files, name)
	if len(live.files) == 0 && live.ch != nil {
		signal.Stop(live.ch)
		close(live.ch)
		live.ch = nil
	}
}

func watch(ch chan os.Signal) {
	sig, ok := <-ch
	if !ok {
		return
	}
	live.Lock()
	for name := range live.files {
		os.Remove(name)
	}
	clear(live.files)
	if live.ch == ch {
		signal.Stop(ch)
		close(ch)
		live.ch = nil
	}
	live.Unlock()
	if p, err := os.FindProcess(os.Getpid()); err == nil {
		p.Signal(sig)
	}
}
