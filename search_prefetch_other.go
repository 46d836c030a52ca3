//go:build !amd64 && !arm64

package cgt

import "unsafe"

// prefetchLine does nothing here: see search_prefetch.go.
func prefetchLine(addr unsafe.Pointer) {}
