module github.com/cgtgo/cgt/tools/codecstudy

go 1.24.0

require (
	github.com/cgtgo/cgt v0.0.0
	github.com/klauspost/compress v1.19.2
	github.com/ulikunitz/xz v0.5.15
	golang.org/x/sys v0.38.0
)

replace github.com/cgtgo/cgt => ../..
