module github.com/cgtgo/cgt

go 1.24.0

require (
	github.com/google/go-cmp v0.7.0
	golang.org/x/exp v0.0.0-20260209203927-2842357ff358
)
