module github.com/nicksnyder/go-i18n/v2

go 1.18

require (
	github.com/BurntSushi/toml v1.4.0
	golang.org/x/text v0.21.0
	gopkg.in/yaml.v3 v3.0.1
)
