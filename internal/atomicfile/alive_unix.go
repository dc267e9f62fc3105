//go:build unix

package atomicfile

import "syscall"

// alive tells whether a process with this id runs (signal 0 checks without sending; EPERM means it
// runs under another user).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || err == syscall.EPERM
}
