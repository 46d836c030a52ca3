//go:build !(linux || darwin || dragonfly || freebsd || netbsd || openbsd)

package tier

import (
	"errors"
	"io/fs"
	"os"
	"runtime"
	"strconv"
	"strings"
)

// acquire creates the lock file path, which must not exist: held says
// that it does, and names a process that may still run.
func acquire(path string) (f *os.File, held bool, err error) {
	for try := 0; ; try++ {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			return f, false, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, false, err
		}
		if try > 0 || !stale(path) {
			return nil, true, nil
		}
		os.Remove(path)
	}
}

// stale reports whether the lock file path names a process that does not
// run, where the system can tell (Windows).
func stale(path string) bool {
	if runtime.GOOS != "windows" {
		return false
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	f := strings.Fields(string(b))
	if len(f) < 2 || f[0] != "process" {
		return false
	}
	pid, err := strconv.Atoi(f[1])
	if err != nil {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return true
	}
	p.Release()
	return false
}

// release closes the lock file and removes it.
func release(f *os.File, path string) error {
	f.Close()
	return os.Remove(path)
}
