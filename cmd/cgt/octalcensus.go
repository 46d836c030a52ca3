package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

const (
	censusDefaultUpto    = 1<<21 - 1
	censusDefaultTimeout = 10 * time.Second
	censusMaxDigits      = 6
)

// censusLine is one code's answer in a census.
type censusLine struct {
	Code        string  `json:"code"`
	Proven      bool    `json:"proven"`
	Preperiod   int     `json:"preperiod"`   // when proven
	Period      int     `json:"period"`      // when proven
	ProofValues int     `json:"proofValues"` // when proven: the values the proof needs
	Values      int     `json:"values"`      // computed
	Unproven    int     `json:"unprovenWithin,omitempty"`
	Stopped     string  `json:"stopped,omitempty"` // "timeout D" when the time cap ended it
	MaxValue    int     `json:"maxValue"`
	Mask        int     `json:"mask"`
	Parity      bool    `json:"parity"` // the rare heaps also depend on the heap's parity
	RareHeaps   int     `json:"rareHeaps"`
	Seconds     float64 `json:"seconds"`
	Error       string  `json:"error,omitempty"`
}

// censusCodes returns every octal code with at most k digits after the
// point, the leading digit 0 or 4, the last digit non-zero (trailing zeros
// give the same game), in increasing order, and 4.0; without 0.0, which has
// no move. There are 2·(8^k − 1) + 1 of them.
func censusCodes(k int) []string {
	var out []string
	for _, lead := range []string{"0", "4"} {
		if lead == "4" {
			out = append(out, "4.0")
		}
		for d := 1; d <= k; d++ {
			for x := range 1 << (3 * d) {
				if x%8 == 0 {
					continue
				}
				s := strconv.FormatInt(int64(x), 8)
				out = append(out, lead+"."+strings.Repeat("0", d-len(s))+s)
			}
		}
	}
	return out
}

// runCensus proves a list of codes, one JSON line each.
func runCensus(e *env, args []string, upto int, timeout time.Duration, lines bool) error {
	if err := wantArgs(args, 1, "K, the number of digits, or - to read codes from standard input"); err != nil {
		return err
	}
	if upto == 0 {
		upto = censusDefaultUpto
	}
	if upto < 0 || upto > octalMaxUpto {
		return fmt.Errorf("--upto: %d is out of range (1 … %d)", upto, octalMaxUpto)
	}
	if timeout == 0 {
		timeout = censusDefaultTimeout
	}
	if timeout < 0 {
		return fmt.Errorf("--timeout: %v is negative", timeout)
	}
	var codes []string
	if args[0] == "-" {
		sc := bufio.NewScanner(e.stdin)
		for sc.Scan() {
			if c := strings.TrimSpace(sc.Text()); c != "" && !strings.HasPrefix(c, "#") {
				if _, err := parseOctalCode(c); err != nil {
					return err
				}
				codes = append(codes, c)
			}
		}
		if err := sc.Err(); err != nil {
			return failure(err)
		}
	} else {
		k, err := parseInt("--census: K", args[0], 1, censusMaxDigits)
		if err != nil {
			return err
		}
		codes = censusCodes(k)
	}
	start := time.Now()
	rep := newReporter(e, lines, len(codes), "codes", 1)
	proven, unproven := 0, 0
	for i, code := range codes {
		if e.ctx.Err() != nil {
			break
		}
		line := censusOne(e.ctx, code, upto, timeout)
		if line.Error != "" && e.ctx.Err() != nil {
			break // interrupted: the code was not finished
		}
		if line.Proven {
			proven++
		} else {
			unproven++
		}
		if err := writeJSON(e.stdout, line); err != nil {
			return err
		}
		rep.update(i + 1)
	}
	rep.done()
	fmt.Fprintf(e.stderr, "census: %d of %d codes done in %s: %d proven, %d unproven within %d values or %v each\n",
		proven+unproven, len(codes), time.Since(start).Round(time.Second), proven, unproven, upto+1, timeout)
	if err := e.ctx.Err(); err != nil {
		return err
	}
	return nil
}

// censusOne proves one code to upto+1 values or the timeout.
func censusOne(ctx context.Context, code string, upto int, timeout time.Duration) censusLine {
	line := censusLine{Code: code}
	g, err := parseOctalCode(code)
	if err != nil {
		line.Error = err.Error()
		return line
	}
	line.Code = g.String()
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	t0 := time.Now()
	seq, err := g.Prove(ctx, upto+1, nil)
	line.Seconds = math.Round(time.Since(t0).Seconds()*1000) / 1000
	switch {
	case err == nil:
	case seq != nil && errors.Is(err, context.DeadlineExceeded):
		line.Stopped = "timeout " + timeout.String()
	default:
		line.Error = err.Error()
		if seq == nil {
			return line
		}
	}
	vals := seq.Values()
	line.Values = len(vals)
	line.Mask, line.Parity = int(seq.Mask()), seq.Parity()
	for i, v := range vals {
		line.MaxValue = max(line.MaxValue, int(v))
		if seq.Rare(i) {
			line.RareHeaps++
		}
	}
	if p := seq.Period(); p.Proven {
		line.Proven, line.Preperiod, line.Period, line.ProofValues = true, p.Preperiod, p.Period, p.Values
	} else {
		line.Unproven = len(vals)
	}
	return line
}
