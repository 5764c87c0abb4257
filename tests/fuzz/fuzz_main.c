/*++
/* NAME
/*	fuzz_main 1
/* SUMMARY
/*	run files through the fuzzing harness without libFuzzer
/* SYNOPSIS
/*	tests/fuzz/fuzz_corpus [FILE | DIR]...
/* DESCRIPTION
/*	Calls LLVMFuzzerTestOneInput() (fuzz_intake.c) once per regular
/*	file named, or per regular file in a directory named; without an
/*	argument, on every file of the seed corpus PB_SRCDIR/tests/data/mime.
/*	This is how a crash found by the fuzzer is replayed, and how the
/*	harness runs in `make check` where no clang with libFuzzer exists.
/* DIAGNOSTICS
/*	Exit 0 after the last file; 1 when a file cannot be read; a bug
/*	aborts (sanitizers).
/*--*/

/* System. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* pbemd-wide. */
#include "core/pb.h"

#ifndef PB_SRCDIR
#define PB_SRCDIR "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* run_file - one input */

static int
run_file(const char *path)
{
	struct pb_err err;
	size_t        len;
	char         *raw;

	if ((raw = pb_file_read(path, &len, &err)) == NULL) {
		fprintf(stderr, "fuzz_corpus: %s\n", err.msg);
		return (1);
	}
	LLVMFuzzerTestOneInput((const uint8_t *)raw, len);
	free(raw);
	return (0);
}

/* run_path - a file, or every regular file of a directory */

static int
run_path(const char *path, int *n)
{
	struct dirent *d;
	struct stat    st;
	DIR           *dp;
	char          *p;
	int            bad = 0;

	if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
		(*n)++;
		return (run_file(path));
	}
	if ((dp = opendir(path)) == NULL)
		return (1);
	while ((d = readdir(dp)) != NULL) {
		p = pb_asprintf("%s/%s", path, d->d_name);
		if (d->d_name[0] != '.' && stat(p, &st) == 0 && S_ISREG(st.st_mode)) {
			(*n)++;
			bad |= run_file(p);
		}
		free(p);
	}
	closedir(dp);
	return (bad);
}

int
main(int argc, char **argv)
{
	int i, n = 0, bad = 0;

	if (argc < 2)
		bad = run_path(PB_SRCDIR "/tests/data/mime", &n);
	for (i = 1; i < argc; i++)
		bad |= run_path(argv[i], &n);
	printf("fuzz_corpus: %d inputs\n", n);
	return (bad);
}
