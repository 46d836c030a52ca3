package main

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"strconv"
	"testing"
)

// batchInput returns n query lines for game: Nim with three heaps below
// 2²⁰, or Wythoff with heaps below 2⁴⁰.
func batchInput(game string, n int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	var b []byte
	for range n {
		b = append(b, game...)
		k := 3
		bits := 20
		if game == "wythoff" {
			k, bits = 2, 40
		}
		for range k {
			b = append(b, ' ')
			b = strconv.AppendUint(b, r.Uint64()>>(64-bits), 10)
		}
		b = append(b, '\n')
	}
	return b
}

// BenchmarkBatch measures the batch hot loop on in-memory input and
// reports queries per second; the issue asks for 10⁶ per second.
func BenchmarkBatch(b *testing.B) {
	const n = 100_000
	for _, game := range []string{"nim", "wythoff"} {
		for _, js := range []bool{false, true} {
			name := game
			if js {
				name += "/json"
			}
			in := batchInput(game, n)
			b.Run(name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					e := &env{ctx: context.Background(), stdin: bytes.NewReader(in), stdout: io.Discard, stderr: io.Discard}
					if err := runBatch(e, bNone, js); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "queries/s")
			})
		}
	}
}
