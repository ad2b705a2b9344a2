# Two commands do everything on a fresh machine: `make run` and `make test` (`make lint` for the code's habits).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
SAMPLE := resources/samples/sample-turbo.xml

.PHONY: venv run test lint bench docs translations messages package package-test clean

venv: $(STAMP)

# Re-install only when the project's metadata or a list of system packages changes; the install is editable.
SYSTEM_PACKAGES := packaging/debian-packages.txt packaging/test-packages.txt
$(STAMP): pyproject.toml $(SYSTEM_PACKAGES)
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,lint]'
	@sh packaging/system-deps.sh $(SYSTEM_PACKAGES)
	@touch $(STAMP)

run: venv
	$(BIN)/turbo-editor $(SAMPLE)

test: venv
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

# Style and mistakes (ruff, the whole project), the layers' import contracts (lint-imports; the
# graph is built anew each time: its cache can miss an edit made within the same second), and
# the types of the model and the checker (mypy; which packages: [tool.mypy] in pyproject.toml).
lint: venv
	$(BIN)/ruff check .
	$(BIN)/lint-imports --no-cache
	$(BIN)/mypy

bench: venv
	$(BIN)/python bench/bench_core.py
	$(BIN)/python bench/bench_check.py
	$(BIN)/python bench/bench_guards.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/bench_gui.py

# docs/rules.md and docs/rules.ru.md are generated from the rule catalog; a test fails when one is stale.
docs: venv
	$(BIN)/python -m turbo_editor.check.docs --write docs/rules.md
	$(BIN)/python -m turbo_editor.check.docs --lang ru --write docs/rules.ru.md

# Extract the interface's strings into the Russian catalogue (translate what it marks unfinished), then compile it.
# English gets a catalogue of its plural (%n) strings only: fill in the singular and plural forms it marks unfinished.
translations: venv
	$(BIN)/pyside6-lupdate $$(find turbo_editor/ui turbo_editor/vocabulary turbo_editor/content -name '*.py' | sort) -ts resources/translations/turbo_editor_ru.ts -no-obsolete -locations relative
	$(BIN)/pyside6-lrelease resources/translations/turbo_editor_ru.ts -qm resources/translations/turbo_editor_ru.qm
	$(BIN)/pyside6-lupdate $$(find turbo_editor/ui turbo_editor/vocabulary turbo_editor/content -name '*.py' | sort) -ts resources/translations/turbo_editor_en.ts -pluralonly -no-obsolete -locations relative
	$(BIN)/pyside6-lrelease resources/translations/turbo_editor_en.ts -qm resources/translations/turbo_editor_en.qm

# The commands' and services' sentences (gettext, turbo_editor/messages.py): extract them with Babel,
# merge them into each language's .po (translate what has an empty msgstr), then compile the .mo.
LOCALE := resources/locale
# content/snippets.py: its menu labels are Qt's, but the sample text it writes into a feed is gettext's (N_).
MESSAGE_SOURCES := turbo_editor/cli.py turbo_editor/cli_support.py turbo_editor/feed turbo_editor/check \
	turbo_editor/site turbo_editor/publish turbo_editor/preview turbo_editor/importer turbo_editor/content/snippets.py
messages: venv
	$(BIN)/pybabel extract --add-location=file --sort-output --no-wrap --project=turbo-editor \
		--copyright-holder="Turbo Editor authors" -o $(LOCALE)/turbo_editor.pot $(MESSAGE_SOURCES)
	$(BIN)/pybabel update --no-wrap --no-fuzzy-matching --ignore-obsolete \
		-i $(LOCALE)/turbo_editor.pot -d $(LOCALE) -D turbo_editor
	$(BIN)/pybabel compile --statistics -d $(LOCALE) -D turbo_editor

# The one-folder application dist/turbo-editor/ (PyInstaller, installed into the venv on first use).
package: venv
	sh packaging/build.sh

# Build, then smoke-run the packaged binary and validate the desktop and AppStream files.
package-test: package
	TURBO_EDITOR_PACKAGE_TEST=1 QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q tests/packaging

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
