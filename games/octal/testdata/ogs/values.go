//go:build ignore

// values.go is the cgt side of compare.sh: the nim-values of heaps 0..N
// of an octal game by octal.Game.Sequence (the sparse-space engine, as
// cgt octal uses it), printed as the last value and a Fletcher-style
// checksum of all of them, the same line the ogs driver prints.
//
//	go run values.go CODE N
package main

import (
	"context"
	"fmt"
	"os"
	"strconv"

	"github.com/cgtgo/cgt/games/octal"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: values CODE N")
		os.Exit(2)
	}
	g, err := octal.Parse(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	n, err := strconv.Atoi(os.Args[2])
	if err != nil || n < 0 {
		fmt.Fprintln(os.Stderr, "N must be a heap count")
		os.Exit(2)
	}
	s, err := g.Sequence(context.Background(), n+1, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var lo, hi uint16
	vals := s.Values()
	for _, v := range vals {
		lo += v
		hi += lo
	}
	fmt.Printf("last %d checksum %08X\n", vals[len(vals)-1], uint32(hi)<<16|uint32(lo))
}
