//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package tier

import (
	"os"
	"syscall"
)

// acquire opens the lock file path and takes its flock without waiting:
// held says that another open file holds it.
func acquire(path string) (f *os.File, held bool, err error) {
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, false, err
		}
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		for err == syscall.EINTR {
			err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		}
		if err != nil {
			f.Close()
			if err == syscall.EWOULDBLOCK {
				return nil, true, nil
			}
			return nil, false, &os.PathError{Op: "flock", Path: path, Err: err}
		}
		// The holder may have removed the file between the open and the
		// lock (release): then the lock is on a file without a name, and
		// the one to take is the file at path now.
		if fi, err := f.Stat(); err == nil {
			if on, err := os.Stat(path); err == nil && os.SameFile(fi, on) {
				return f, false, nil
			}
		}
		f.Close()
	}
}

// release removes the lock file and then unlocks it (closing it), so that
// no one takes the lock of a file about to lose its name.
func release(f *os.File, path string) error {
	err := os.Remove(path)
	f.Close()
	return err
}
