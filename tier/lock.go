package tier

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ErrLocked is matched by the error of Solve when another solve holds the
// lock of the same Storage (a Locker, as Dir is): two solves writing one
// directory's tiers at once would undo each other's files.
var ErrLocked = errors.New("tier: the tiers are being solved by another process")

// lockedError is an error that matches ErrLocked and says more.
type lockedError struct{ msg string }

func (e *lockedError) Error() string        { return e.msg }
func (e *lockedError) Is(target error) bool { return target == ErrLocked }

// Locker is an optional capability of a Storage: Lock takes the storage
// for one solve at a time, or fails at once with an error wrapping
// ErrLocked that names the holder, and returns the function that releases
// it. Solve holds the lock of a Storage that has one while it runs.
// SolvePart and Assemble take none: the jobs of a distributed solve write
// one storage together, a file each.
type Locker interface {
	Lock() (unlock func() error, err error)
}

// LockName is the lock file of a Dir being solved: it names the process
// that holds it. The lock is the file's flock on Linux, macOS and the
// BSDs, which the kernel releases when the process ends, however it ends:
// a lock file left by a process that was killed is taken over. Elsewhere
// the file's existence is the lock; on Windows one left by a process that
// no longer runs is taken over too.
const LockName = ".tier.lock"

// Lock takes the lock of the directory (LockName) for a solve. The error
// of a directory another solve holds wraps ErrLocked and names that
// solve's process.
func (d Dir) Lock() (func() error, error) {
	path := filepath.Join(string(d), LockName)
	f, held, err := acquire(path)
	switch {
	case held:
		who := "another process"
		if b, err := os.ReadFile(path); err == nil && len(strings.TrimSpace(string(b))) > 0 {
			who = strings.TrimSpace(string(b))
		}
		return nil, &lockedError{fmt.Sprintf("tier: %s is being solved by %s; wait for that solve to end, or stop it (its lock file is %s)", string(d), who, path)}
	case err != nil:
		return nil, err
	}
	host, _ := os.Hostname()
	holder := fmt.Sprintf("process %d (%s) on %s since %s\n", os.Getpid(), strings.Join(os.Args, " "), host, time.Now().Format("2006-01-02 15:04:05"))
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(holder), 0)
	}
	return func() error { return release(f, path) }, nil
}
