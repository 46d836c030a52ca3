//go:build !linux

package cgt

// adviseHugePages does nothing here: see search_pages.go, which asks Linux
// for huge pages.
func adviseHugePages[T any](table []T) {}
