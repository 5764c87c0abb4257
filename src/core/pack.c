/*++
/* NAME
/*	pack 3
/* SUMMARY
/*	content pack directory to text
/* SYNOPSIS
/*	#include "core/pack.h"
/* DESCRIPTION
/*	See pack.h.
/*--*/

/* System. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/pack.h"

/* name_cmp - qsort order of file names */

static int
name_cmp(const void *a, const void *b)
{
	return (strcmp(*(char *const *)a, *(char *const *)b));
}

/* list_ini - the *.ini names of dir, sorted, caller frees */

static enum pb_rc
list_ini(const char *dir, char ***names, size_t *n, struct pb_err *err)
{
	DIR           *d;
	struct dirent *e;
	size_t         len, cap = 16;

	if ((d = opendir(dir)) == NULL)
		return (pb_err_set(err, PB_ENOENT, "content pack %s: cannot open it", dir));
	*names = pb_calloc(cap, sizeof(char *));
	*n = 0;
	while ((e = readdir(d)) != NULL) {
		len = strlen(e->d_name);
		if (e->d_name[0] == '.' || len < 5 || strcmp(e->d_name + len - 4, ".ini") != 0)
			continue;
		if (*n == cap)
			*names = pb_realloc(*names, (cap *= 2) * sizeof(char *));
		(*names)[(*n)++] = pb_strdup(e->d_name);
	}
	closedir(d);
	qsort(*names, *n, sizeof(char *), name_cmp);
	return (PB_OK);
}

/* pack_read_dir - the pack text of a directory, caller frees */

enum pb_rc
pack_read_dir(const char *dir, char **text, struct pb_err *err)
{
	struct pb_buf b;
	char        **names = NULL, *path, *data;
	size_t        i, n = 0;
	enum pb_rc    rc;

	if ((rc = list_ini(dir, &names, &n, err)) != PB_OK)
		return (rc);
	pb_buf_init(&b);
	for (i = 0; i < n && rc == PB_OK; i++) {
		path = pb_asprintf("%s/%s", dir, names[i]);
		if ((data = pb_file_read(path, NULL, err)) == NULL) {
			rc = err ? err->rc : PB_ESYS;
		} else {
			pb_buf_printf(&b, "[file %s]\n%s%s", names[i], data,
			    *data && data[strlen(data) - 1] != '\n' ? "\n" : "");
			free(data);
		}
		free(path);
	}
	if (rc == PB_OK && n == 0)
		rc = pb_err_set(err, PB_ENOENT, "content pack %s: no .ini files", dir);
	if (rc == PB_OK)
		*text = pb_buf_steal(&b);
	pb_buf_free(&b);
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return (rc);
}
