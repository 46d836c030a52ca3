package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/fibonacci"
)

// batchBuffer is the size of the input and output buffers, and so the
// longest query line.
const batchBuffer = 1 << 20

// batch games.
const (
	bNone = iota
	bNim
	bMisere
	bWythoff
	bFib
)

func batchGame(w []byte) int {
	switch string(w) { // no allocation: the compiler compares in place
	case "nim":
		return bNim
	case "misere":
		return bMisere
	case "wythoff":
		return bWythoff
	case "fib":
		return bFib
	}
	return bNone
}

func batchCommand() *command {
	return &command{
		name:    "batch",
		args:    "[GAME]",
		summary: "answer many queries, one per line of standard input (nim, misere, wythoff, fib)",
		help: `
Reads queries from standard input, one per line, and writes one answer per
line, in order. A query is a game and its numbers, separated by spaces, tabs
or commas:

  nim H1 H2 ...      Nim heaps              answer: L, or W and moves heap:to
  misere H1 H2 ...   misère Nim heaps       answer: as for nim
  wythoff A B        Wythoff's game         answer: L, or W and moves a,b
  fib N [M]          Fibonacci nim, heap N (may take M; default the start)
                                            answer: L, or W and winning takes

With GAME given (cgt batch wythoff), lines hold the numbers only. Blank lines
and lines starting with # are skipped and get no answer. Heaps are numbered
from 1. With --json each answer is the JSON object that the single command
(cgt nim --json, ...) prints, without Wythoff's nim-value. A bad line stops the
run with its line number on standard error (exit status 2) after the answers
to the lines before it. Lines may be up to 1 MiB long. Fast: millions of
Nim or Wythoff queries per second.

example:
  $ printf 'nim 3 4 5\nwythoff 3 5\nwythoff 7 9\nfib 20\n' | cgt batch
  W 1:1
  L
  W 3,5 7,4
  W 2
`,
		setup: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := jsonFlag(fs)
			return func(e *env, args []string) error {
				fixed := bNone
				if len(args) > 1 {
					return fmt.Errorf("want at most one game name, got %d arguments", len(args))
				}
				if len(args) == 1 {
					if fixed = batchGame([]byte(args[0])); fixed == bNone {
						return fmt.Errorf("unknown game %s (want nim, misere, wythoff or fib)", cgt.QuoteInput(args[0]))
					}
				}
				return runBatch(e, fixed, *asJSON)
			}
		},
	}
}

// runBatch is the hot loop: one reused line buffer, number slice, move
// slice and output buffer; no fmt and no allocation per query except what
// the library's cgt.WythoffWinningMoves and fibonacci.WinningTakes return.
func runBatch(e *env, fixed int, asJSON bool) error {
	in := bufio.NewReaderSize(e.stdin, batchBuffer)
	out := bufio.NewWriterSize(e.stdout, batchBuffer)
	nums := make([]uint64, 0, 64)
	moves := make([]cgt.NimMove[uint64], 0, 64)
	zeck := make([]uint64, 0, 64)
	var ans []byte
	for line := 1; ; line++ {
		text, err := in.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			out.Flush()
			return fmt.Errorf("line %d: longer than %d bytes", line, batchBuffer)
		}
		if err != nil && err != io.EOF {
			out.Flush()
			return failure(err)
		}
		if len(text) == 0 && err == io.EOF {
			break
		}
		if line&0xfff == 0 && e.ctx.Err() != nil {
			out.Flush()
			return e.ctx.Err()
		}
		for len(text) > 0 && (text[len(text)-1] == '\n' || text[len(text)-1] == '\r') {
			text = text[:len(text)-1]
		}
		rest := skipSpace(text)
		if len(rest) == 0 || rest[0] == '#' {
			if err == io.EOF {
				break
			}
			continue
		}
		game := fixed
		if game == bNone {
			var word []byte
			word, rest = nextWord(rest)
			if game = batchGame(word); game == bNone {
				out.Flush()
				return fmt.Errorf("line %d: unknown game %s (want nim, misere, wythoff or fib)", line, cgt.QuoteInput(string(word)))
			}
		}
		var perr error
		if nums, perr = parseNums(nums[:0], rest); perr != nil {
			out.Flush()
			return fmt.Errorf("line %d: %v", line, perr)
		}
		// Build the answer in the writer's free space when it fits, so
		// Write does not copy it.
		ans = out.AvailableBuffer()
		switch game {
		case bNim, bMisere:
			if len(nums) == 0 {
				out.Flush()
				return fmt.Errorf("line %d: no heap sizes", line)
			}
			var o cgt.Outcome
			if game == bNim {
				o = cgt.NimOutcome(nums)
				moves = cgt.AppendNimWinningMoves(moves[:0], nums)
			} else {
				o = cgt.MisereNimOutcome(nums)
				moves = cgt.MisereNimWinningMoves(nums)
			}
			if asJSON {
				ans = appendNimJSON(ans, nums, game == bMisere, o, moves)
			} else {
				ans = appendNimTerse(ans, o, moves)
			}
		case bWythoff:
			if len(nums) != 2 {
				out.Flush()
				return fmt.Errorf("line %d: wythoff wants 2 heaps, got %d", line, len(nums))
			}
			var m [][2]uint64
			if !cgt.WythoffIsP(nums[0], nums[1]) {
				m = cgt.WythoffWinningMoves(nums[0], nums[1])
			}
			if asJSON {
				ans = appendWythoffJSON(ans, nums[0], nums[1], m)
			} else {
				ans = appendWythoffTerse(ans, m)
			}
		case bFib:
			if len(nums) != 1 && len(nums) != 2 {
				out.Flush()
				return fmt.Errorf("line %d: fib wants a heap and optionally the most one may take, got %d numbers", line, len(nums))
			}
			p := fibonacci.Start(nums[0])
			if len(nums) == 2 {
				if nums[1] == 0 && nums[0] > 0 {
					out.Flush()
					return fmt.Errorf("line %d: fib: the most one may take must be at least 1", line)
				}
				p = fibonacci.Position{Heap: nums[0], MaxTake: min(nums[1], nums[0])}
			}
			takes := fibonacci.WinningTakes(p)
			if asJSON {
				zeck = fibonacci.AppendZeckendorf(zeck[:0], nums[0])
				ans = appendFibJSON(ans, p, zeck, takes)
			} else {
				ans = appendFibTerse(ans, p, takes)
			}
		}
		ans = append(ans, '\n')
		if _, werr := out.Write(ans); werr != nil {
			return failure(werr)
		}
		// Flush when the input read so far is used up, before reading
		// blocks: answers appear at once when queries are typed or piped
		// one at a time, and in 1 MiB blocks under a stream.
		if in.Buffered() == 0 {
			if werr := out.Flush(); werr != nil {
				return failure(werr)
			}
		}
		if err == io.EOF {
			break
		}
	}
	if err := out.Flush(); err != nil {
		return failure(err)
	}
	return nil
}

func isSep(c byte) bool { return c == ' ' || c == '\t' || c == ',' }

func skipSpace(b []byte) []byte {
	for len(b) > 0 && isSep(b[0]) {
		b = b[1:]
	}
	return b
}

// nextWord splits off the first word of b (which starts at a non-separator).
func nextWord(b []byte) (word, rest []byte) {
	i := 0
	for i < len(b) && !isSep(b[i]) {
		i++
	}
	return b[:i], skipSpace(b[i:])
}

// parseNums appends the whole numbers of b to dst. Errors name the token.
func parseNums(dst []uint64, b []byte) ([]uint64, error) {
	b = skipSpace(b)
	for len(b) > 0 {
		var v uint64
		i := 0
		for ; i < len(b) && !isSep(b[i]); i++ {
			c := b[i] - '0'
			if c > 9 {
				var tok []byte
				tok, _ = nextWord(b)
				return dst, fmt.Errorf("%s is not a whole number ≥ 0", cgt.QuoteInput(string(tok)))
			}
			if v > (1<<64-1-uint64(c))/10 {
				tok, _ := nextWord(b)
				return dst, fmt.Errorf("%s is too large (at most %d)", cgt.QuoteInput(string(tok)), uint64(1<<64-1))
			}
			v = v*10 + uint64(c)
		}
		dst = append(dst, v)
		b = skipSpace(b[i:])
	}
	return dst, nil
}
