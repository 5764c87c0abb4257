/*++
/* NAME
/*	pack 3
/* SUMMARY
/*	content pack directory to text
/* SYNOPSIS
/*	#include "core/pack.h"
/* DESCRIPTION
/*	See pack.h.  The files are listed with their path relative to
/*	the pack's directory ("tiles/26.ini"), subdirectories walked down
/*	to PACK_DEPTH levels, then sorted by that path in byte order; a
/*	flat directory gives the names alone, the text packs had before
/*	subdirectories.
/*--*/

/* System. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/pack.h"

#define PACK_DEPTH 4 /* subdirectory levels walked, at most */

struct names {
	char **v;
	size_t n, cap;
};

/* name_cmp - qsort order of relative paths */

static int
name_cmp(const void *a, const void *b)
{
	return (strcmp(*(char *const *)a, *(char *const *)b));
}

/* is_ini - a visible *.ini name */

static int
is_ini(const char *name)
{
	size_t len = strlen(name);

	return (name[0] != '.' && len >= 5 && strcmp(name + len - 4, ".ini") == 0);
}

/* list_ini - add the *.ini paths under dir/rel (rel "" for the top) */

static enum pb_rc
list_ini(const char *dir, const char *rel, int depth, struct names *out, struct pb_err *err)
{
	DIR           *d;
	struct dirent *e;
	struct stat    st;
	char          *path, *sub;
	enum pb_rc     rc = PB_OK;

	path = *rel ? pb_asprintf("%s/%s", dir, rel) : pb_strdup(dir);
	d = opendir(path);
	free(path);
	if (d == NULL)
		return (pb_err_set(err, PB_ENOENT, "content pack %s%s%s: cannot open it", dir,
		    *rel ? "/" : "", rel));
	while (rc == PB_OK && (e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		sub = *rel ? pb_asprintf("%s/%s", rel, e->d_name) : pb_strdup(e->d_name);
		path = pb_asprintf("%s/%s", dir, sub);
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode) && depth < PACK_DEPTH) {
			rc = list_ini(dir, sub, depth + 1, out, err);
			free(sub);
		} else if (is_ini(e->d_name)) {
			if (out->n == out->cap)
				out->v = pb_realloc(
				    out->v, (out->cap = out->cap * 2 + 16) * sizeof(char *));
			out->v[out->n++] = sub;
		} else {
			free(sub);
		}
		free(path);
	}
	closedir(d);
	return (rc);
}

/* pack_read_dir - the pack text of a directory, caller frees */

enum pb_rc
pack_read_dir(const char *dir, char **text, struct pb_err *err)
{
	struct pb_buf b;
	struct names  names = { 0 };
	char         *path, *data;
	size_t        i;
	enum pb_rc    rc;

	rc = list_ini(dir, "", 0, &names, err);
	if (rc == PB_OK && names.n > 0)
		qsort(names.v, names.n, sizeof(char *), name_cmp);
	pb_buf_init(&b);
	for (i = 0; i < names.n && rc == PB_OK; i++) {
		path = pb_asprintf("%s/%s", dir, names.v[i]);
		if ((data = pb_file_read(path, NULL, err)) == NULL) {
			rc = err ? err->rc : PB_ESYS;
		} else {
			pb_buf_printf(&b, "[file %s]\n%s%s", names.v[i], data,
			    *data && data[strlen(data) - 1] != '\n' ? "\n" : "");
			free(data);
		}
		free(path);
	}
	if (rc == PB_OK && names.n == 0)
		rc = pb_err_set(err, PB_ENOENT, "content pack %s: no .ini files", dir);
	if (rc == PB_OK)
		*text = pb_buf_steal(&b);
	pb_buf_free(&b);
	for (i = 0; i < names.n; i++)
		free(names.v[i]);
	free(names.v);
	return (rc);
}
