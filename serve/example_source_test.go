package serve_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/serve"
)

// heap is a Source of one's own: the game in which each player in turn
// takes 1, 2 or 3 counters from a heap, and whoever takes the last wins.
// Its values need no table: a heap of n is lost for the player to move
// when n is a multiple of 4 (every move leaves one that is not, and from
// that the opponent takes back to a multiple of 4), in n/2 plies; else it
// is won by taking n mod 4, in one ply more than the loss left.
type heap struct{}

// heapValue is the value of a heap of n for the player to move.
func heapValue(n int) (cgt.Outcome, int, error) {
	if n%4 == 0 {
		return cgt.Loss, n / 2, nil
	}
	return cgt.Win, 1 + (n-n%4)/2, nil
}

func (heap) Info() serve.Info { return serve.Info{Game: "take-3", Start: "10"} }
func (heap) Close() error     { return nil }

func (heap) Query(pos string) (serve.Answer, error) {
	n, err := strconv.Atoi(pos)
	if err != nil || n < 0 || n > 1000 {
		return serve.Answer{}, fmt.Errorf("want a heap of 0 … 1000 counters, not %s", cgt.QuoteInput(pos))
	}
	o, r, _ := heapValue(n)
	a := serve.Answer{Game: "take-3", Position: pos, Over: n == 0, Outcome: o.String(), Remoteness: r, Moves: []serve.Move{}}
	var to []int
	for k := 1; k <= min(3, n); k++ {
		to = append(to, n-k)
	}
	ranked, err := serve.RankMoves(to, heapValue)
	if err != nil {
		return serve.Answer{}, serve.Failed(err) // a lookup that failed: the source's error (500)
	}
	for _, m := range ranked {
		a.Moves = append(a.Moves, serve.Move{Move: "take " + strconv.Itoa(n-m.To), To: strconv.Itoa(m.To), Outcome: m.Outcome.String(), Remoteness: m.Remoteness})
	}
	return a, nil
}

// A Source of one's own, served by Handler beside any other: its Info
// lists it, its Query answers each position, with the moves ranked by
// RankMoves (a win, fastest first; then the slower loss first); its
// errors are the client's (400) unless marked by Failed.
func ExampleSource() {
	srv := httptest.NewServer(serve.Handler(heap{}))
	defer srv.Close()
	for _, q := range []string{"", "?position=8", "?position=-1"} {
		r, err := http.Get(srv.URL + "/api/games/take-3" + q)
		if err != nil {
			panic(err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		var a serve.Answer
		json.Unmarshal(body, &a)
		if r.StatusCode != http.StatusOK {
			fmt.Print(r.StatusCode, " ", string(body))
			continue
		}
		fmt.Printf("%s: %s in %d:", a.Position, a.Outcome, a.Remoteness)
		for _, m := range a.Moves {
			fmt.Printf(" %s (%s in %d)", m.Move, m.Outcome, m.Remoteness)
		}
		fmt.Println()
	}
	// Output:
	// 10: Win in 5: take 2 (Win in 5) take 1 (Loss in 6) take 3 (Loss in 4)
	// 8: Loss in 4: take 1 (Loss in 4) take 2 (Loss in 4) take 3 (Loss in 4)
	// 400 {"error":"want a heap of 0 … 1000 counters, not \"-1\""}
}

// Serve runs a handler on a listener of one's own with the server's
// limits until its context ends; every error, those net/http answers
// before the handler runs included, is JSON.
func ExampleServe() {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve.Serve(ctx, ln, serve.Handler(heap{})) }()
	base := "http://" + ln.Addr().String()
	for _, path := range []string{"/api/games", "/api/games/take-3?position=5"} {
		r, err := http.Get(base + path)
		if err != nil {
			panic(err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		fmt.Print(r.StatusCode, " ", string(body))
	}
	// Headers over MaxHeaderBytes: net/http refuses them before the
	// handler runs, and Serve answers in JSON.
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		panic(err)
	}
	fmt.Fprintf(c, "GET / HTTP/1.1\r\nHost: x\r\nX-Big: %s\r\n\r\n", strings.Repeat("x", serve.MaxHeaderBytes))
	ans, _ := io.ReadAll(c)
	c.Close()
	status, _, _ := strings.Cut(string(ans), "\r\n")
	_, body, _ := strings.Cut(string(ans), "\r\n\r\n")
	fmt.Print(status, " ", body)
	stop()
	fmt.Println(<-done)
	// Output:
	// 200 {"games":[{"id":"take-3","game":"take-3","params":"","file":"","start":"10"}]}
	// 200 {"game":"take-3","position":"5","over":false,"outcome":"Win","remoteness":3,"moves":[{"move":"take 1","to":"4","outcome":"Win","remoteness":3},{"move":"take 2","to":"3","outcome":"Loss","remoteness":2},{"move":"take 3","to":"2","outcome":"Loss","remoteness":2}]}
	// HTTP/1.1 431 Request Header Fields Too Large {"error":"Request Header Fields Too Large: a request's line and headers are at most 16 KB"}
	// context canceled
}
