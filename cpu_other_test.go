//go:build !unix

package cgt

import "testing"

func loopCPU(b *testing.B, body func()) {
	for b.Loop() {
		body()
	}
}
