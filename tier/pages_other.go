//go:build !linux

package tier

// hugePages does nothing here: see pages_linux.go, which asks Linux for
// huge pages.
func hugePages(vals []uint16) {}
