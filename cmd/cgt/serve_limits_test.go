package main

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestServeEarlyErrorsJSON: the errors net/http answers before any
// handler runs are JSON, as the help promises of every error (issue 43,
// item 7: headers over the bound got net/http's plain-text 431). Raw
// requests on a socket: headers of 40 KB and 17 KB (the bound is 16 KB),
// a request line that is not HTTP, and 15 KB of headers, answered by the
// API; each answer has its status, a JSON
// Content-Type and a body {"error": …} naming the problem.
func TestServeEarlyErrorsJSON(t *testing.T) {
	base := serveTables(t)
	addr := strings.TrimPrefix(base, "http://")
	for _, c := range []struct {
		req    string
		status int
		says   string
	}{
		{"GET /api/games HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 40<<10) + "\r\n\r\n", 431, "at most 16 KB"},
		{"GET /api/games HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 17<<10) + "\r\n\r\n", 431, "at most 16 KB"},
		{"NOT HTTP AT ALL\r\n\r\n", 400, "Bad Request"},
		{"GET /api/nothing HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 15<<10) + "\r\n\r\n", 404, "no API path"}, // within the bound
	} {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		conn.SetDeadline(time.Now().Add(30 * time.Second))
		go io.WriteString(conn, c.req) // the server may answer before it has read it all
		r, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("%.30q: %v", c.req, err)
		}
		body, _ := io.ReadAll(r.Body)
		conn.Close()
		var e struct{ Error string }
		if r.StatusCode != c.status || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") ||
			json.Unmarshal(body, &e) != nil || !strings.Contains(e.Error, c.says) {
			t.Errorf("%.30q: %d %q %q; want %d, JSON naming %q", c.req, r.StatusCode, r.Header.Get("Content-Type"), body, c.status, c.says)
		}
	}
	// An answer through a handler, on a connection that goes on, is left
	// as it is.
	var list struct{ Games []sourceInfo }
	if st := get(t, base, "/api/games", &list); st != 200 || len(list.Games) != 2 {
		t.Errorf("/api/games: %d %+v", st, list)
	}
}
