/* end confdefs.h.  */
int some_variable = 0;
